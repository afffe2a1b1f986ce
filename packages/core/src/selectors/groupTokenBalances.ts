import type { TokenBalance } from '@airlock/blockchain-api'

type NamedBalance = Pick<TokenBalance, 'name' | 'symbol' | 'address'>

// What the data API gives for a liquidity-pool share is an ERC-20 like any other; its name and
// symbol say what it is: Uniswap V2 ('Uniswap V2', UNI-V2), SushiSwap ('SushiSwap LP Token', SLP),
// PancakeSwap ('Pancake LPs', Cake-LP), Balancer ('Balancer Pool Token', BPT), Velodrome ('… LP').
const poolSymbol = /^(UNI-V\d|SLP|BPT|G-UNI)$|(^|[-_ ])LPs?$/i
const poolName = /^Uniswap V\d$|\b(LPs?|LP Token|Pool|Pool Token|liquidity)$/i

/**
 * True for a liquidity-pool share (by the token's name or symbol, as the data API gives them);
 * never for the native currency.
 *
 * @example isPoolToken({ name: 'Uniswap V2', symbol: 'UNI-V2', address: 'eip155:1:0x…' }) // true
 */
export function isPoolToken(balance: NamedBalance): boolean {
  if (!balance.address) return false
  return poolSymbol.test(balance.symbol.trim()) || poolName.test(balance.name.trim())
}

/**
 * The Tokens tab's balances split in two, each in the order given: the tokens, listed one by one,
 * and the liquidity-pool shares, shown together as one collapsed row (several pools of one
 * protocol share a name and symbol, so listed one by one they look like duplicates).
 *
 * @example const { tokens, pools } = groupTokenBalances(account.tokenBalance)
 */
export function groupTokenBalances<T extends NamedBalance>(
  balances: readonly T[],
): { tokens: T[]; pools: T[] } {
  const tokens: T[] = []
  const pools: T[] = []
  for (const balance of balances) (isPoolToken(balance) ? pools : tokens).push(balance)
  return { tokens, pools }
}
