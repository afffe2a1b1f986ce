import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import { createSessionRoute, type SiwxSessionResponse } from '../routes/sessions.js'

export type CreateSessionParameters = {
  message: string
  signature: string
  signal?: AbortSignal | undefined
}
export type CreateSessionReturnType = SiwxSessionResponse

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
