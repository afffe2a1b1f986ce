import type { TokenBalance } from '@airlock/blockchain-api'
import { getTokenContract } from './getTokenContract.js'

/** What the data API, wallets and dapps write for a network's own currency. */
const nativePlaceholders = new Set([
  '',
  'native',
  '0x0000000000000000000000000000000000000000',
  '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  'so11111111111111111111111111111111111111111',
  'so11111111111111111111111111111111111111112',
])

/**
 * The balance entry of the token at `assetAddress` (CAIP-10 or bare, any case), or of the
 * network's own currency for a native placeholder (`0xeeee…eeee`, the zero address, `native`, an
 * empty string, Solana's wrapped-SOL mint); undefined when the account holds none of it.
 *
 * @example findSendToken(balances, '0xa0b8…eb48')?.symbol // 'USDC'
 */
export function findSendToken<token extends Pick<TokenBalance, 'address'>>(
  balances: readonly token[],
  assetAddress: string,
): token | undefined {
  const wanted = (assetAddress.split(':').pop() ?? '').toLowerCase()
  const native = nativePlaceholders.has(wanted)
  return balances.find((entry) => {
    const contract = getTokenContract(entry)?.toLowerCase()
    return contract ? contract === wanted || (native && nativePlaceholders.has(contract)) : native
  })
}
