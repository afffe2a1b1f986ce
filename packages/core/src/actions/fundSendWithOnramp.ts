import type { AppKit } from '../createAppKit.js'
import { selectAccount } from '../selectors/account.js'
import { getSendShortfall } from '../selectors/getSendShortfall.js'
import { selectIsSmartAccount } from '../selectors/selectIsSmartAccount.js'
import { getTokenContract } from '../send/getTokenContract.js'
import type { OnrampState } from '../state/types.js'
import { initOnramp } from './initOnramp.js'
import { pushView } from './router.js'
import { setOnrampForm } from './setOnrampForm.js'

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
  // The form is set up before Buy shows, so the view finds it and does not start another.
  const started = initOnramp(appKit)
  pushView(appKit, { view: 'OnRampProviders' })
  const onramp = await started
  if (appKit.state.onramp !== onramp || !token) return onramp
  const contract = getTokenContract(token)?.toLowerCase()
  const sold = onramp.purchaseCurrencies.find(
    (currency) =>
      currency.symbol.toLowerCase() === token.symbol.toLowerCase() &&
      (!contract ||
        currency.networks.some((network) => network.contract_address.toLowerCase() === contract)),
  )
  const payment = onramp.paymentCurrencies.find(
    (currency) => currency.id === onramp.paymentCurrency,
  )
  const minimum = Math.min(...(payment?.payment_method_limits ?? []).map(({ min }) => Number(min)))
  // Prices are in USD: the worth is preset only when paying in dollars.
  // Whole cents, rounded up (the epsilon keeps 0.42 × 100 = 42.000…01 at 42).
  const cents =
    sold && missing && token.price && onramp.paymentCurrency === 'USD'
      ? Math.ceil(Number(missing) * token.price * 100 - 1e-6)
      : undefined
  setOnrampForm(appKit, {
    purchaseCurrency: sold?.id,
    amount:
      cents === undefined
        ? undefined
        : String(Number.isFinite(minimum) ? Math.max(cents / 100, minimum) : cents / 100),
  })
  return onramp
}
