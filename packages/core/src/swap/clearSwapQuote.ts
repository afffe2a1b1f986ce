import type { SwapState } from '../state/types.js'

/** Forgets the quote and what came with it: the form changed, so it no longer applies. */
export function clearSwapQuote(swap: SwapState): void {
  swap.quote = undefined
  swap.toAmount = undefined
  swap.quoteStatus = 'idle'
  swap.approvalNeeded = false
  swap.gasPriceInUSD = undefined
}
