import * as z from 'zod/mini'
import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import { callFrameRoute } from '../callFrameRoute.js'
import { InvalidEmailError } from '../errors.js'
import { frameEmailSchema, frameEmailUpdateRoute } from '../routes.js'

export type UpdateEmailParameters = {
  token: string
  newEmail: string
  signal?: AbortSignal | undefined
}

export type UpdateEmailReturnType = {
  /** `VERIFY_SECONDARY_OTP` when the login has no email yet: the code went to the new address. */
  action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'
  expiresAt: string
}

/**
 * Starts moving the login to another address (`POST /v1/frame/email/update`): a code goes to the
 * current address. Then `verifyUpdateEmailPrimary` and `verifyUpdateEmailSecondary`. A login
 * without an email (passkey-first or social) adds one: the code goes to the new address, and
 * `verifyUpdateEmailSecondary` is the only step.
 *
 * @example await updateEmail(client, { token, newEmail: 'new@example.com' })
 */
export function updateEmail(
  client: BlockchainApiClient,
  parameters: UpdateEmailParameters,
): Promise<UpdateEmailReturnType> {
  const newEmail = z.safeParse(frameEmailSchema, parameters.newEmail)
  if (!newEmail.success) return Promise.reject(new InvalidEmailError())
  return callFrameRoute(client, frameEmailUpdateRoute, {
    token: parameters.token,
    body: { newEmail: newEmail.data },
    signal: parameters.signal,
  })
}
