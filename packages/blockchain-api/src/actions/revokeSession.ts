import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestEmpty } from '../client/request.js'
import { revokeSessionRoute } from '../routes/sessions.js'

export type RevokeSessionParameters = {
  id: string
  /** The session's signature: proves the caller holds the session. */
  signature: string
  signal?: AbortSignal | undefined
}

/**
 * Ends a session (`POST /v1/sessions/{id}/revoke`); it no longer validates afterwards.
 *
 * @example await revokeSession(client, { id, signature })
 */
export function revokeSession(
  client: BlockchainApiClient,
  parameters: RevokeSessionParameters,
): Promise<void> {
  return requestEmpty(client, revokeSessionRoute, {
    params: { id: parameters.id },
    body: { signature: parameters.signature },
    signal: parameters.signal,
  })
}
