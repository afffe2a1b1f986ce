import { cacheTimes } from '../client/constants.js'
import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import { type IdentityResponse, identityRoute } from '../routes/identity.js'

export type GetIdentityParameters = {
  address: string
  /** The connected account asking, when known. */
  sender?: string | undefined
  signal?: AbortSignal | undefined
}

export type GetIdentityReturnType = IdentityResponse

/**
 * The name and avatar of an address (both may be null), kept 5 minutes.
 *
 * @example
 * const { name, avatar } = await getIdentity(client, { address: '0xf39F…' })
 */
export async function getIdentity(
  client: BlockchainApiClient,
  parameters: GetIdentityParameters,
): Promise<GetIdentityReturnType> {
  const key = `identity:${parameters.address.toLowerCase()}`
  const cached = client.cache.get<IdentityResponse>(key)
  if (cached) return cached
  const identity = await requestJson(client, identityRoute, {
    params: { address: parameters.address },
    query: { sender: parameters.sender },
    signal: parameters.signal,
  })
  client.cache.set(key, identity, cacheTimes.identity)
  return identity
}
