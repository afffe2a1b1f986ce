import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import { OnrampUrlError } from '../errors/data.js'
import { type OnrampUrlResponse, onrampUrlRoute } from '../routes/onramp.js'

export type GenerateOnrampUrlParameters = {
  destinationWallets: {
    address: string
    blockchains?: string[] | undefined
    assets?: string[] | undefined
    supportedNetworks?: string[] | undefined
  }[]
  defaultNetwork?: string | undefined
  partnerUserId: string
  defaultExperience?: 'buy' | 'send' | undefined
  presetCryptoAmount?: number | undefined
  presetFiatAmount?: number | undefined
  paymentCurrency?: string | undefined
  /** A provider id of the options' `providers`; the server's first without it. */
  provider?: string | undefined
  signal?: AbortSignal | undefined
}

export type GenerateOnrampUrlReturnType = OnrampUrlResponse

export type GenerateOnrampUrlErrorType = OnrampUrlError

/**
 * The provider's checkout URL for a purchase to these wallets. Sent once (a retry would open a
 * second purchase).
 *
 * @example
 * const { url } = await generateOnrampUrl(client, { destinationWallets: [{ address, blockchains: ['eip155:31337'], assets: ['AUSD'] }], partnerUserId: address, presetFiatAmount: 50, provider: 'sandbox' })
 */
export async function generateOnrampUrl(
  client: BlockchainApiClient,
  parameters: GenerateOnrampUrlParameters,
): Promise<GenerateOnrampUrlReturnType> {
  const { signal, ...body } = parameters
  try {
    return await requestJson(client, onrampUrlRoute, {
      body,
      signal,
      retryStatuses: [],
      retryNetworkErrors: false,
    })
  } catch (error) {
    throw new OnrampUrlError({ cause: error })
  }
}
