import type { AppKit } from '../../createAppKit.js'
import type { OnrampState } from '../../state/types.js'
import { initOnramp } from '../initOnramp.js'
import { pushView } from '../router.js'
import { setOnrampForm } from '../setOnrampForm.js'

/**
 * Opens Buy over the current view (its form kept as it is) on `token` where the on-ramp sells it
 * (by symbol, and by contract when it has one), with the worth of `missing` whole units preset: in
 * USD at `token.price`, rounded up to the cent, at least the payment method's minimum. Once the
 * purchase completes, buyWithOnramp brings the visitor back to that view.
 */
export async function openOnrampFor(
  appKit: AppKit,
  {
    token,
    missing,
  }: {
    token:
      | {
          symbol: string
          contract: string | undefined
          /** Read while Buy opens, when it is still to come. */
          price: number | undefined | Promise<number | undefined>
        }
      | undefined
    missing: string | undefined
  },
): Promise<OnrampState> {
  // The form is set up before Buy shows, so the view finds it and does not start another.
  const started = initOnramp(appKit)
  pushView(appKit, { view: 'OnRampProviders' })
  const [onramp, price] = await Promise.all([started, token?.price])
  if (appKit.state.onramp !== onramp || !token) return onramp
  const contract = token.contract?.toLowerCase()
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
    sold && missing && price && onramp.paymentCurrency === 'USD'
      ? Math.ceil(Number(missing) * price * 100 - 1e-6)
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
