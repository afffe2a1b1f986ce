import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import { type OnrampQuoteResponse, onrampQuoteRoute } from '../routes/onramp.js'

export type GetOnrampQuoteParameters = {
  /** Id of the currency bought (`AUSD`, `USDC`). */
  purchaseCurrency: string
  /** Id of the fiat currency paid with (`USD`). */
  paymentCurrency: string
  /** Fiat amount, decimal text. */
  amount: string
  /** Network the tokens go to (a provider's network name, or a CAIP-2 id). */
  network: string
  provider?: string | undefined
  signal?: AbortSignal | undefined
}

export type GetOnrampQuoteReturnType = OnrampQuoteResponse & {
  /** True when the call failed and the answer is the mock quote. */
  mock?: boolean
}

/** Never fails: a failed call gives the mock quote. */
export type GetOnrampQuoteErrorType = never

/**
 * A provider's quote for a purchase. When the call fails, a mock quote echoing the amount stands
 * in (spec §8): every field holds `amount`, fees zero.
 *
 * @example
 * const quote = await getOnrampQuote(client, { purchaseCurrency: 'AUSD', paymentCurrency: 'USD', amount: '50', network: 'eip155:31337' })
 */
export async function getOnrampQuote(
  client: BlockchainApiClient,
  parameters: GetOnrampQuoteParameters,
): Promise<GetOnrampQuoteReturnType> {
  try {
    return await requestJson(client, onrampQuoteRoute, {
      body: {
        purchaseCurrency: parameters.purchaseCurrency,
        paymentCurrency: parameters.paymentCurrency,
        amount: parameters.amount,
        network: parameters.network,
        provider: parameters.provider,
      },
      signal: parameters.signal,
    })
  } catch {
    return { ...mockOnrampQuote(parameters), mock: true }
  }
}

/** The stand-in quote of spec §8: the amount echoed, no fees. */
export function mockOnrampQuote(parameters: {
  purchaseCurrency: string
  paymentCurrency: string
  amount: string
}): OnrampQuoteResponse {
  const fiat = { amount: parameters.amount, currency: parameters.paymentCurrency }
  const zero = { amount: '0', currency: parameters.paymentCurrency }
  return {
    coinbaseFee: zero,
    networkFee: zero,
    paymentSubtotal: fiat,
    paymentTotal: fiat,
    purchaseAmount: { amount: parameters.amount, currency: parameters.purchaseCurrency },
    quoteId: 'mocked-quote-id',
  }
}
