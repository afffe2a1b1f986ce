import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import { createSessionRoute, type SiwxCreatedSessionResponse } from '../routes/sessions.js'

export type CreateSessionParameters = {
  message: string
  signature: string
  signal?: AbortSignal | undefined
}
/** The session, and its `revokeSecret`: keep it to revoke the session (a lookup never returns it). */
export type CreateSessionReturnType = SiwxCreatedSessionResponse

/**
 * Hands a signed sign-in message to the server, which verifies it and keeps the session
 * (`POST /v1/sessions`). A refusal throws HttpRequestError with the server's reason.
 *
 * @example const session = await createSession(client, { message, signature })
 */
export function createSession(
  client: BlockchainApiClient,
  parameters: CreateSessionParameters,
): Promise<CreateSessionReturnType> {
  return requestJson(client, createSessionRoute, {
    body: { message: parameters.message, signature: parameters.signature },
    signal: parameters.signal,
  })
}
