import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestEmpty } from '../client/request.js'
import { revokeSessionRoute } from '../routes/sessions.js'

export type RevokeSessionParameters = {
  id: string
  /** The `revokeSecret` the session's creation answered: proves the caller holds the session. */
  revokeSecret: string
  signal?: AbortSignal | undefined
}

/**
 * Ends a session (`POST /v1/sessions/{id}/revoke`); it no longer validates afterwards.
 *
 * @example await revokeSession(client, { id: session.id, revokeSecret: session.revokeSecret })
 */
export function revokeSession(
  client: BlockchainApiClient,
  parameters: RevokeSessionParameters,
): Promise<void> {
  return requestEmpty(client, revokeSessionRoute, {
    params: { id: parameters.id },
    body: { revokeSecret: parameters.revokeSecret },
    signal: parameters.signal,
  })
}
