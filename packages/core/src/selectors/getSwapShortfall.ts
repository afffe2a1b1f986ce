import { parseUnits } from '../formatters/parseUnits.js'
import type { SwapState } from '../state/types.js'
import { formatShortfall } from './getSendShortfall.js'

export type GetSwapShortfallParameters = Pick<SwapState, 'fromToken' | 'fromAmount'>

/**
 * How much more of the token paid with the swap form needs, in whole units: the amount above the
 * balance, rounded up to at most 6 decimals. Undefined when the balance covers it, or without a
 * token or an amount. (The network fee is the form's own check, "Insufficient gas".)
 *
 * @example getSwapShortfall(appKit.state.swap) // '2.5' (12.5 AUSD to pay, 10 held)
 */
export function getSwapShortfall({
  fromToken,
  fromAmount,
}: GetSwapShortfallParameters): string | undefined {
  if (!fromToken || !fromAmount) return undefined
  const amount = parseUnits(fromAmount, fromToken.decimals)
  if (!amount) return undefined
  const balance = parseUnits(fromToken.balance ?? '0', fromToken.decimals) ?? 0n
  return formatShortfall(amount - balance, fromToken.decimals)
}
