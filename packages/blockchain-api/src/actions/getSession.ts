import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import { HttpRequestError } from '../errors/request.js'
import { type SiwxSessionResponse, sessionRoute } from '../routes/sessions.js'

export type GetSessionParameters = { id: string; signal?: AbortSignal | undefined }
/** The session, or undefined when it does not exist, was revoked or expired. */
export type GetSessionReturnType = SiwxSessionResponse | undefined

/**
 * Looks a session up (`GET /v1/sessions/{id}`); a dapp's backend uses it to check a visitor.
 *
 * @example const session = await getSession(client, { id })
 */
export async function getSession(
  client: BlockchainApiClient,
  parameters: GetSessionParameters,
): Promise<GetSessionReturnType> {
  try {
    return await requestJson(client, sessionRoute, {
      params: { id: parameters.id },
      signal: parameters.signal,
    })
  } catch (error) {
    if (error instanceof HttpRequestError && error.status === 404) return undefined
    throw error
  }
}
