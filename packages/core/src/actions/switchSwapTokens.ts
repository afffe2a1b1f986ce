import type { AppKit } from '../createAppKit.js'
import { clearSwapQuote } from '../swap/clearSwapQuote.js'

/**
 * Swaps the two sides of the swap form (what was bought is now paid); the amount stays and the
 * quote is cleared.
 *
 * @example switchSwapTokens(appKit)
 */
export function switchSwapTokens(appKit: AppKit): void {
  const swap = appKit.state.swap
  if (!swap) return
  const { fromToken, toToken } = swap
  swap.fromToken = toToken
  swap.toToken = fromToken
  clearSwapQuote(swap)
}
