import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import { callFrameRoute } from '../callFrameRoute.js'
import { frameEmailUpdateSecondaryRoute } from '../routes.js'

export type VerifyUpdateEmailSecondaryParameters = {
  token: string
  /** The code sent to the new address. */
  code: string
  signal?: AbortSignal | undefined
}

export type VerifyUpdateEmailSecondaryReturnType = { newEmail: string }

/**
 * The last step of an email update (`POST /v1/frame/email/update/secondary`): the code from the new
 * address; the login is moved.
 *
 * @example const { newEmail } = await verifyUpdateEmailSecondary(client, { token, code })
 */
export function verifyUpdateEmailSecondary(
  client: BlockchainApiClient,
  parameters: VerifyUpdateEmailSecondaryParameters,
): Promise<VerifyUpdateEmailSecondaryReturnType> {
  return callFrameRoute(client, frameEmailUpdateSecondaryRoute, {
    token: parameters.token,
    body: { code: parameters.code },
    signal: parameters.signal,
  })
}
