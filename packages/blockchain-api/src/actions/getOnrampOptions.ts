import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import {
  defaultOnrampPaymentCurrencies,
  type OnrampOptionsResponse,
  onrampOptionsRoute,
} from '../routes/onramp.js'

export type GetOnrampOptionsParameters = { signal?: AbortSignal | undefined }

export type GetOnrampOptionsReturnType = OnrampOptionsResponse

/** Never fails: a failed call gives the built-in default list. */
export type GetOnrampOptionsErrorType = never

/**
 * What can be bought and paid with. When the call fails the built-in default list of spec §8/§9
 * stands in: USD and EUR, card 10.00–7500.00, bank account 10.00–25000.00, nothing to buy listed.
 *
 * @example
 * const { paymentCurrencies, providers } = await getOnrampOptions(client)
 */
export async function getOnrampOptions(
  client: BlockchainApiClient,
  parameters: GetOnrampOptionsParameters = {},
): Promise<GetOnrampOptionsReturnType> {
  try {
    return await requestJson(client, onrampOptionsRoute, { signal: parameters.signal })
  } catch {
    return { purchaseCurrencies: [], paymentCurrencies: defaultOnrampPaymentCurrencies }
  }
}
