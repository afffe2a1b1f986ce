import type { AppKit } from '../createAppKit.js'
import { selectAccount } from '../selectors/account.js'
import { getSendShortfall } from '../selectors/getSendShortfall.js'
import { selectIsSmartAccount } from '../selectors/selectIsSmartAccount.js'
import { getTokenContract } from '../send/getTokenContract.js'
import type { OnrampState } from '../state/types.js'
import { openOnrampFor } from './internal/openOnrampFor.js'

export type FundSendWithOnrampReturnType = OnrampState

/** Never fails: without options the Buy view says there is nothing to buy. */
export type FundSendWithOnrampErrorType = never

/**
 * Buy what the Send form lacks: opens Buy over Send (its form kept as it is) on the token being
 * sent, where the on-ramp sells it, with the worth of the missing amount preset (in USD, rounded up
 * to the cent, at least the payment method's minimum). Once the purchase completes the visitor is
 * back on Send (see buyWithOnramp) with the new balance.
 *
 * @example button.onclick = () => fundSendWithOnramp(appKit)
 */
export async function fundSendWithOnramp(appKit: AppKit): Promise<FundSendWithOnrampReturnType> {
  const { state } = appKit
  const { token } = state.send
  const missing = getSendShortfall({
    ...state.send,
    isSmartAccount: selectIsSmartAccount(selectAccount(state)),
  })
  return openOnrampFor(appKit, {
    token: token && { symbol: token.symbol, contract: getTokenContract(token), price: token.price },
    missing,
  })
}
