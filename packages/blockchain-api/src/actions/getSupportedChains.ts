import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import type { RequestErrorType } from '../errors/request.js'
import { type SupportedChainsResponse, supportedChainsRoute } from '../routes/supportedChains.js'

export type GetSupportedChainsReturnType = SupportedChainsResponse

export type GetSupportedChainsErrorType = RequestErrorType

/**
 * The networks the server supports. Fetched once per client; a failure is not kept, so the next
 * call asks again.
 *
 * @example
 * const { http } = await getSupportedChains(client) // ['eip155:31337', 'eip155:31338']
 */
export function getSupportedChains(
  client: BlockchainApiClient,
): Promise<GetSupportedChainsReturnType> {
  if (!client.state.supportedChains) {
    const pending = requestJson(client, supportedChainsRoute)
    client.state.supportedChains = pending
    pending.catch(() => {
      if (client.state.supportedChains === pending) client.state.supportedChains = undefined
    })
  }
  return client.state.supportedChains as Promise<GetSupportedChainsReturnType>
}
