import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import { type FungiblePriceResponse, fungiblePriceRoute } from '../routes/fungiblePrice.js'

export type GetFungiblePriceParameters = {
  /** CAIP-10 token addresses; the native currency is `…:0xeeee…eeee`. */
  addresses: string[]
  currency?: 'usd' | undefined
  signal?: AbortSignal | undefined
}

export type GetFungiblePriceReturnType = FungiblePriceResponse

/**
 * Prices of tokens in USD. Tokens the server has no price for are left out.
 *
 * @example
 * const { fungibles } = await getFungiblePrice(client, { addresses: ['eip155:31337:0xCf7E…'] })
 */
export async function getFungiblePrice(
  client: BlockchainApiClient,
  parameters: GetFungiblePriceParameters,
): Promise<GetFungiblePriceReturnType> {
  if (parameters.addresses.length === 0) return { fungibles: [] }
  return requestJson(client, fungiblePriceRoute, {
    body: {
      projectId: client.projectId,
      currency: parameters.currency ?? 'usd',
      addresses: parameters.addresses,
    },
    signal: parameters.signal,
  })
}
