import * as z from 'zod/mini'
import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import type { RequestErrorType } from '../../errors/request.js'
import { callFrameRoute } from '../callFrameRoute.js'
import {
  type EmailCooldownError,
  type FrameOriginNotAllowedError,
  type FrameRateLimitedError,
  InvalidEmailError,
} from '../errors.js'
import { type FrameEmailStartResponse, frameEmailSchema, frameEmailStartRoute } from '../routes.js'

export type StartEmailLoginParameters = {
  email: string
  /** The origin of the dapp page that embeds the frame; must be allowed for the project. */
  origin: string
  /** The frame's id for this browser partition. */
  deviceId: string
  signal?: AbortSignal | undefined
}

export type StartEmailLoginReturnType = FrameEmailStartResponse

export type StartEmailLoginErrorType =
  | InvalidEmailError
  | EmailCooldownError
  | FrameRateLimitedError
  | FrameOriginNotAllowedError
  | RequestErrorType

/**
 * Starts an email login (`POST /v1/frame/email/start`): the server emails a one-time code
 * (`VERIFY_OTP`), or, for a known user on a new device, an approval link first (`VERIFY_DEVICE`).
 * A malformed address throws 'Invalid email' without a request; a second start for the address
 * within 30 s throws 'Please try again after N seconds'.
 *
 * @example
 * const next = await startEmailLogin(client, { email, origin: 'https://app.example', deviceId })
 * if (next.action === 'VERIFY_DEVICE') await waitForDeviceApproval(client, next)
 */
export async function startEmailLogin(
  client: BlockchainApiClient,
  parameters: StartEmailLoginParameters,
): Promise<StartEmailLoginReturnType> {
  const email = z.safeParse(frameEmailSchema, parameters.email)
  if (!email.success) throw new InvalidEmailError()
  return callFrameRoute(client, frameEmailStartRoute, {
    body: { email: email.data, origin: parameters.origin, deviceId: parameters.deviceId },
    signal: parameters.signal,
  })
}
