import type { AppKit } from '../createAppKit.js'
import type { SwapTokenOption } from '../state/types.js'
import { clearSwapQuote } from '../swap/clearSwapQuote.js'
import { switchSwapTokens } from './switchSwapTokens.js'

export type SetSwapTokenParameters = {
  /** The side of the swap: the token paid (`from`) or the token bought (`to`). */
  target: 'from' | 'to'
  token: SwapTokenOption | undefined
}

/**
 * Chooses a token of the swap form. Choosing the other side's token swaps the two sides. The
 * quote is cleared: it was for the previous pair.
 *
 * @example setSwapToken(appKit, { target: 'to', token: appKit.state.swap.tokens[2] })
 */
export function setSwapToken(appKit: AppKit, { target, token }: SetSwapTokenParameters): void {
  const swap = appKit.state.swap
  if (!swap) return
  const other = target === 'from' ? swap.toToken : swap.fromToken
  if (token && other && other.address === token.address) {
    switchSwapTokens(appKit)
    return
  }
  if (target === 'from') swap.fromToken = token
  else swap.toToken = token
  clearSwapQuote(swap)
}
