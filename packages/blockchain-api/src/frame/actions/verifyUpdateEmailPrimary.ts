import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import { callFrameRoute } from '../callFrameRoute.js'
import { frameEmailUpdatePrimaryRoute } from '../routes.js'

export type VerifyUpdateEmailPrimaryParameters = {
  token: string
  /** The code sent to the current address. */
  code: string
  signal?: AbortSignal | undefined
}

export type VerifyUpdateEmailPrimaryReturnType = {
  action: 'VERIFY_SECONDARY_OTP'
  expiresAt: string
}

/**
 * The first step of an email update (`POST /v1/frame/email/update/primary`): the code from the
 * current address; a code then goes to the new one.
 *
 * @example await verifyUpdateEmailPrimary(client, { token, code })
 */
export function verifyUpdateEmailPrimary(
  client: BlockchainApiClient,
  parameters: VerifyUpdateEmailPrimaryParameters,
): Promise<VerifyUpdateEmailPrimaryReturnType> {
  return callFrameRoute(client, frameEmailUpdatePrimaryRoute, {
    token: parameters.token,
    body: { code: parameters.code },
    signal: parameters.signal,
  })
}
