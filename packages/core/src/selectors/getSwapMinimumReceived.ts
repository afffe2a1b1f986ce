import { swapSlippageTolerance } from '@airlock/blockchain-api'
import { formatUnits } from '../formatters/formatUnits.js'
import type { SwapState } from '../state/types.js'

/**
 * The least the swap in the form can pay out, in whole units of the token bought: the quote less
 * the spec's slippage tolerance (1%), which the swap transaction enforces on chain.
 *
 * @example getSwapMinimumReceived(state.swap) // '6.53'
 */
export function getSwapMinimumReceived(
  swap: Pick<SwapState, 'quote' | 'toToken'>,
): string | undefined {
  if (!swap.quote || !swap.toToken) return undefined
  const minimum = (BigInt(swap.quote.toAmount) * BigInt(100 - swapSlippageTolerance)) / 100n
  return formatUnits(minimum, swap.toToken.decimals)
}
