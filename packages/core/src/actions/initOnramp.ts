import { getOnrampOptions } from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import type { OnrampState } from '../state/types.js'
import { getActiveAccount } from './internal/getActiveAccount.js'

export type InitOnrampReturnType = OnrampState

/** Never fails: options fall back to the built-in list. */
export type InitOnrampErrorType = never

/**
 * Starts the Buy form on the active account (`state.onramp`): the server's on-ramp options, the
 * currencies that can be bought on the active network (the first chosen), USD (or the first
 * payment currency) and the first provider that delivers to the account's namespace. When the
 * options call fails the built-in list stands in (USD and EUR with their limits, nothing listed
 * to buy).
 *
 * @example const onramp = await initOnramp(appKit); setOnrampForm(appKit, { amount: '50' })
 */
export async function initOnramp(appKit: AppKit): Promise<InitOnrampReturnType> {
  const onramp: OnrampState = {
    status: 'loading',
    providers: [],
    purchaseCurrencies: [],
    paymentCurrencies: [],
    purchaseCurrency: undefined,
    paymentCurrency: 'USD',
    amount: undefined,
    provider: undefined,
    quote: undefined,
    quoteStatus: 'idle',
    purchase: undefined,
  }
  appKit.state.onramp = onramp
  const state = appKit.state.onramp
  const active = getActiveAccount(appKit)
  const options = await getOnrampOptions(appKit.api)
  if (appKit.state.onramp !== state) return state
  const reference = active?.networkId.split(':')[1]
  state.purchaseCurrencies = active
    ? options.purchaseCurrencies
        .map((currency) => ({
          ...currency,
          networks: currency.networks.filter(
            (network) =>
              network.name === active.networkId ||
              (active.namespace === 'eip155' && network.chain_id === reference),
          ),
        }))
        .filter((currency) => currency.networks.length > 0)
    : []
  state.paymentCurrencies = options.paymentCurrencies
  state.providers = (options.providers ?? []).filter(
    (provider) => !active || provider.namespaces.includes(active.namespace),
  )
  state.purchaseCurrency = state.purchaseCurrencies[0]?.id
  state.paymentCurrency =
    options.paymentCurrencies.find((currency) => currency.id === 'USD')?.id ??
    options.paymentCurrencies[0]?.id ??
    'USD'
  state.provider = state.providers[0]?.id
  state.status = 'success'
  return state
}
