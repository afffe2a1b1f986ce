import type { AppKit } from '../createAppKit.js'

export type SetOnrampFormParameters = {
  amount?: string | undefined
  purchaseCurrency?: string | undefined
  paymentCurrency?: string | undefined
  provider?: string | undefined
}

/**
 * Changes the Buy form (what is given is set, the rest kept); the quote is dropped until
 * `fetchOnrampQuote` asks again. Nothing happens before `initOnramp`.
 *
 * @example setOnrampForm(appKit, { amount: '50', provider: 'sandbox' })
 */
export function setOnrampForm(appKit: AppKit, parameters: SetOnrampFormParameters): void {
  const onramp = appKit.state.onramp
  if (!onramp) return
  for (const key of ['amount', 'purchaseCurrency', 'paymentCurrency', 'provider'] as const) {
    const value = parameters[key]
    if (value !== undefined) onramp[key] = value
  }
  onramp.quote = undefined
  onramp.quoteStatus = 'idle'
}
