import type { AppKit } from '../createAppKit.js'
import { type GetSwapPaySourceReturnType, getSwapPaySource } from '../selectors/getSwapPaySource.js'
import { setSwapAmount } from './setSwapAmount.js'
import { setSwapToken } from './setSwapToken.js'

export type FundSwapWithOtherTokenReturnType = GetSwapPaySourceReturnType

/** Never fails: undefined (the form unchanged) when no other token held can pay. */
export type FundSwapWithOtherTokenErrorType = never

/**
 * Pays the Swap form with another token when the balance of the one it pays with falls short: the
 * token held worth the most that covers the amount's worth (`getSwapPaySource`), with that worth
 * as the amount. The token bought stays; the quote is asked for again as for any change of the form.
 * Returns the token and amount now paid.
 *
 * @example const paid = fundSwapWithOtherToken(appKit) // { token: ETH, amount: '0.004' }
 */
export function fundSwapWithOtherToken(appKit: AppKit): FundSwapWithOtherTokenReturnType {
  const swap = appKit.state.swap
  const source = swap && getSwapPaySource(swap)
  if (!source) return undefined
  setSwapToken(appKit, { target: 'from', token: source.token })
  setSwapAmount(appKit, { amount: source.amount })
  return source
}
