import type { TokenBalance } from '@airlock/blockchain-api'
import { formatAmountUp } from '../formatters/formatAmountUp.js'
import { parseUnits } from '../formatters/parseUnits.js'
import { findSendToken } from '../send/findSendToken.js'
import type { FundSwapOffer } from '../state/types.js'

export type GetFundingSwapParameters = {
  /** Whole units missing (`0.0301`). */
  missing: string
  /** What is missing: the network's own coin (`ETH`). */
  symbol: string
  /** Its price in USD; without one, no swap is offered. */
  price: number | undefined
  /**
   * Whole units of the coin the swap's own transactions will cost (`0.0006`): the swap pays them
   * from the same balance, so it buys them too.
   */
  swapFee?: string | undefined
}

/**
 * Paid on top of the shortfall's worth: the pool's fee, the pool's price against the server's,
 * and the price moving. Short by any of it, the approval would come back still short.
 */
const swapMargin = 1.05

/** Decimals the amount paid is rounded up to (fewer when the token has fewer). */
const payDecimals = 6

/**
 * A swap into the network's coin that pays for what an approval lacks: of the tokens held other
 * than the coin, the one worth the most whose balance covers the worth of the missing amount and
 * of the swap's own fee, plus 5% (at the server's prices), with that worth in its units, rounded
 * up. Undefined when nothing is missing, a price is unknown, or no balance covers it.
 *
 * @example getFundingSwap(account.tokenBalance, { missing: '0.03', symbol: 'ETH', price: 3000 })
 * // { symbol: 'AUSD', swap: { fromToken: 'eip155:1:0x…', toToken: 'ETH', amount: '94.5' }, … }
 */
export function getFundingSwap(
  balances: readonly TokenBalance[],
  { missing, symbol, price, swapFee }: GetFundingSwapParameters,
): FundSwapOffer | undefined {
  if (!(Number(missing) > 0)) return undefined
  const worth = (Number(missing) + Number(swapFee ?? 0)) * (price ?? 0) * swapMargin
  if (!(worth > 0)) return undefined
  let best: FundSwapOffer | undefined
  let bestWorth = 0
  for (const entry of balances) {
    if (!entry.price || findSendToken([entry], 'native')) continue
    const decimals = Number(entry.quantity.decimals)
    const amount = formatAmountUp(worth / entry.price, Math.min(payDecimals, decimals))
    const units = parseUnits(amount, decimals)
    const held = parseUnits(entry.quantity.numeric, decimals) ?? 0n
    if (!units || units > held) continue
    const heldWorth = Number(entry.quantity.numeric) * entry.price
    if (heldWorth <= bestWorth) continue
    bestWorth = heldWorth
    best = {
      missing,
      missingSymbol: symbol,
      symbol: entry.symbol,
      swap: { fromToken: entry.address ?? entry.symbol, toToken: symbol, amount },
    }
  }
  return best
}
