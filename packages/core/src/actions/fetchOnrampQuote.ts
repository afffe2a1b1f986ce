import { getOnrampQuote, type OnrampQuoteResponse } from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import { getActiveAccount } from './internal/getActiveAccount.js'

export type FetchOnrampQuoteReturnType = OnrampQuoteResponse | undefined

/** Never fails: a failed call gives the mock quote echoing the amount. */
export type FetchOnrampQuoteErrorType = never

/**
 * The chosen provider's quote for the Buy form (`onramp.quote`): what the amount buys and what it
 * costs with fees. A failed call gives the mock quote echoing the amount (spec §8). An answer for a
 * form that changed meanwhile is dropped. Nothing is asked without an amount above zero.
 *
 * @example setOnrampForm(appKit, { amount: '50' }); const quote = await fetchOnrampQuote(appKit)
 */
export async function fetchOnrampQuote(appKit: AppKit): Promise<FetchOnrampQuoteReturnType> {
  const onramp = appKit.state.onramp
  const active = getActiveAccount(appKit)
  if (!onramp || !active || !onramp.purchaseCurrency || !(Number(onramp.amount) > 0)) return
  const asked = {
    purchaseCurrency: onramp.purchaseCurrency,
    paymentCurrency: onramp.paymentCurrency,
    amount: onramp.amount ?? '',
    provider: onramp.provider,
  }
  onramp.quoteStatus = 'loading'
  const { mock: _mock, ...quote } = await getOnrampQuote(appKit.api, {
    ...asked,
    network: active.networkId,
  })
  const current =
    appKit.state.onramp === onramp &&
    onramp.purchaseCurrency === asked.purchaseCurrency &&
    onramp.paymentCurrency === asked.paymentCurrency &&
    onramp.amount === asked.amount &&
    onramp.provider === asked.provider
  if (!current) return onramp.quote
  onramp.quote = quote
  onramp.quoteStatus = 'success'
  return quote
}
