import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import { type SiwxNonceResponse, siwxNonceRoute } from '../routes/sessions.js'

export type CreateSiwxNonceParameters = { signal?: AbortSignal | undefined }
export type CreateSiwxNonceReturnType = SiwxNonceResponse

/**
 * A single-use nonce for the next sign-in message (`POST /v1/nonces`).
 *
 * @example const { nonce } = await createSiwxNonce(client)
 */
export function createSiwxNonce(
  client: BlockchainApiClient,
  parameters: CreateSiwxNonceParameters = {},
): Promise<CreateSiwxNonceReturnType> {
  return requestJson(client, siwxNonceRoute, { body: {}, signal: parameters.signal })
}
