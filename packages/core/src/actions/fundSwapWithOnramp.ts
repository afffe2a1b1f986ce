import type { AppKit } from '../createAppKit.js'
import { getSwapShortfall } from '../selectors/getSwapShortfall.js'
import type { OnrampState } from '../state/types.js'
import { isNativeSwapToken } from '../swap/isNativeSwapToken.js'
import { openOnrampFor } from './internal/openOnrampFor.js'

export type FundSwapWithOnrampReturnType = OnrampState

/** Never fails: without options the Buy view says there is nothing to buy. */
export type FundSwapWithOnrampErrorType = never

/**
 * Buy what the Swap form lacks: opens Buy over Swap (its form kept as it is) on the token paid
 * with, where the on-ramp sells it, with the worth of the missing amount preset (in USD, rounded
 * up to the cent, at least the payment method's minimum). Once the purchase completes the visitor
 * is back on Swap (see buyWithOnramp), whose balances are read again.
 *
 * @example button.onclick = () => fundSwapWithOnramp(appKit)
 */
export async function fundSwapWithOnramp(appKit: AppKit): Promise<FundSwapWithOnrampReturnType> {
  const swap = appKit.state.swap
  const fromToken = swap?.fromToken
  return openOnrampFor(appKit, {
    token: fromToken && {
      symbol: fromToken.symbol,
      contract: isNativeSwapToken(fromToken) ? undefined : fromToken.address.split(':').at(-1),
      price: fromToken.price || undefined,
    },
    missing: swap && getSwapShortfall(swap),
  })
}
