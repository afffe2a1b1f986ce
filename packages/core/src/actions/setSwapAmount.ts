import type { AppKit } from '../createAppKit.js'
import { clearSwapQuote } from '../swap/clearSwapQuote.js'

export type SetSwapAmountParameters = {
  /** Whole units of the token paid, as typed. */
  amount: string | undefined
}

/**
 * Sets the amount paid; the quote is cleared until `fetchSwapQuote` asks for the new one.
 *
 * @example setSwapAmount(appKit, { amount: '10' }); await fetchSwapQuote(appKit)
 */
export function setSwapAmount(appKit: AppKit, { amount }: SetSwapAmountParameters): void {
  const swap = appKit.state.swap
  if (!swap || swap.fromAmount === amount) return
  swap.fromAmount = amount
  clearSwapQuote(swap)
}
