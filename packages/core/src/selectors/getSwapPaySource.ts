import { formatAmountUp } from '../formatters/formatAmountUp.js'
import { parseUnits } from '../formatters/parseUnits.js'
import type { SwapState, SwapTokenOption } from '../state/types.js'
import { getSwapShortfall } from './getSwapShortfall.js'

export type GetSwapPaySourceParameters = Pick<
  SwapState,
  'tokens' | 'fromToken' | 'toToken' | 'fromAmount'
>

export type GetSwapPaySourceReturnType =
  | {
      /** The token to pay with instead. */
      token: SwapTokenOption
      /** Whole units of `token` worth what the form pays now, rounded up. */
      amount: string
    }
  | undefined

/** Decimals an amount paid with another token is rounded up to (fewer when the token has fewer). */
const payDecimals = 6

/**
 * Another token the swap form could pay with when the balance of the one it pays with falls short:
 * of the tokens held other than both sides, the one worth the most whose balance covers the
 * current amount's worth (at the server's prices), with that worth in its units, rounded up.
 * Undefined when nothing is missing, a price is unknown, or no other balance covers it.
 *
 * @example getSwapPaySource(appKit.state.swap) // { token: ETH, amount: '0.004' } for 12.5 AUSD
 */
export function getSwapPaySource(swap: GetSwapPaySourceParameters): GetSwapPaySourceReturnType {
  const { tokens, fromToken, toToken, fromAmount } = swap
  if (!fromToken?.price || !fromAmount || !getSwapShortfall(swap)) return undefined
  const worth = Number(fromAmount) * fromToken.price
  let best: NonNullable<GetSwapPaySourceReturnType> | undefined
  let bestWorth = 0
  for (const token of tokens) {
    if (token.address === fromToken.address || token.address === toToken?.address) continue
    if (!token.price || !token.balance) continue
    const amount = formatAmountUp(worth / token.price, Math.min(payDecimals, token.decimals))
    const units = parseUnits(amount, token.decimals)
    const held = parseUnits(token.balance, token.decimals) ?? 0n
    if (!units || units > held) continue
    const heldWorth = Number(token.balance) * token.price
    if (heldWorth > bestWorth) {
      best = { token, amount }
      bestWorth = heldWorth
    }
  }
  return best
}
