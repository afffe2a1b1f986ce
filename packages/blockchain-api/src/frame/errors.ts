import * as z from 'zod/mini'
import { apiErrorCodes } from '../errors/apiErrorCodes.js'
import { AirlockError } from '../errors/base.js'
import { HttpRequestError } from '../errors/request.js'

/** 'Please try again after N seconds': a login for this address was triggered under 30 s ago. */
export class EmailCooldownError extends AirlockError {
  override name = 'EmailCooldownError' as const
  /** Whole seconds left, rounded up. */
  readonly retryAfterSeconds: number
  constructor(parameters: { retryAfterSeconds: number; cause?: unknown }) {
    const seconds = Math.max(1, Math.ceil(parameters.retryAfterSeconds))
    super(`Please try again after ${seconds} seconds`, {
      code: apiErrorCodes.emailCooldown,
      cause: parameters.cause,
    })
    this.retryAfterSeconds = seconds
  }
}

/** 'Invalid email'. */
export class InvalidEmailError extends AirlockError {
  override name = 'InvalidEmailError' as const
  constructor(parameters: { cause?: unknown } = {}) {
    super('Invalid email', { code: apiErrorCodes.invalidEmail, cause: parameters.cause })
  }
}

/** 'Invalid code': the code is wrong; `attemptsLeft` more guesses before it is spent. */
export class InvalidEmailCodeError extends AirlockError {
  override name = 'InvalidEmailCodeError' as const
  readonly attemptsLeft: number
  constructor(parameters: { attemptsLeft: number; cause?: unknown }) {
    super('Invalid code', {
      code: apiErrorCodes.invalidCode,
      details: `${parameters.attemptsLeft} attempts left`,
      cause: parameters.cause,
    })
    this.attemptsLeft = parameters.attemptsLeft
  }
}

/** 'Code expired': no usable code (expired, used, spent by wrong guesses, or never sent). */
export class EmailCodeExpiredError extends AirlockError {
  override name = 'EmailCodeExpiredError' as const
  constructor(parameters: { cause?: unknown } = {}) {
    super('Code expired', {
      code: apiErrorCodes.codeExpired,
      details: 'Request a new code',
      cause: parameters.cause,
    })
  }
}

/** 'Too many requests': the per-address or per-IP limit of emails or guesses was reached. */
export class FrameRateLimitedError extends AirlockError {
  override name = 'FrameRateLimitedError' as const
  readonly retryAfterSeconds: number | undefined
  constructor(parameters: { retryAfterSeconds?: number | undefined; cause?: unknown } = {}) {
    super('Too many requests', {
      code: apiErrorCodes.frameRateLimited,
      details:
        parameters.retryAfterSeconds === undefined
          ? undefined
          : `Retry in ${Math.ceil(parameters.retryAfterSeconds)} seconds`,
      cause: parameters.cause,
    })
    this.retryAfterSeconds = parameters.retryAfterSeconds
  }
}

/** 'Session Expired': the frame session is unknown, signed out or past its expiry. */
export class FrameSessionExpiredError extends AirlockError {
  override name = 'FrameSessionExpiredError' as const
  constructor(parameters: { cause?: unknown } = {}) {
    super('Session Expired', { code: apiErrorCodes.sessionInvalid, cause: parameters.cause })
  }
}

/** 'Unauthorized: origin not allowed': the dapp origin (or the calling page) is not allowed. */
export class FrameOriginNotAllowedError extends AirlockError {
  override name = 'FrameOriginNotAllowedError' as const
  constructor(parameters: { cause?: unknown } = {}) {
    super('Unauthorized: origin not allowed', {
      code: apiErrorCodes.originNotAllowed,
      cause: parameters.cause,
    })
  }
}

/** The user already has an embedded wallet; its commitment is never replaced. */
export class FrameWalletExistsError extends AirlockError {
  override name = 'FrameWalletExistsError' as const
  constructor(parameters: { cause?: unknown } = {}) {
    super('Wallet already exists', { code: apiErrorCodes.walletExists, cause: parameters.cause })
  }
}

/**
 * 'Social login failed': the provider refused or the attempt cannot be redeemed (pending, expired,
 * used, or another device's). `reason` is the server's code (`SOCIAL_PENDING`, `SOCIAL_FAILED`,
 * `SOCIAL_EXPIRED`, `SOCIAL_PROVIDER_OFF`; `SOCIAL_TAKEN` when a login to link holds another wallet).
 */
export class SocialLoginError extends AirlockError {
  override name = 'SocialLoginError' as const
  readonly reason: string
  constructor(parameters: { reason: string; cause?: unknown }) {
    super('Social login failed', {
      code: 'SOCIAL_LOGIN_FAILED',
      details: parameters.reason,
      cause: parameters.cause,
    })
    this.reason = parameters.reason
  }
}

/**
 * A Sign In With Farcaster attempt cannot be redeemed. `reason` is the server's code
 * (`FARCASTER_PENDING` while the app has not signed, `FARCASTER_FAILED`, `FARCASTER_EXPIRED`,
 * `FARCASTER_OFF`).
 */
export class FarcasterLoginError extends AirlockError {
  override name = 'FarcasterLoginError' as const
  readonly reason: string
  constructor(parameters: { reason: string; cause?: unknown }) {
    super('Farcaster login failed', {
      code: 'FARCASTER_LOGIN_FAILED',
      details: parameters.reason,
      cause: parameters.cause,
    })
    this.reason = parameters.reason
  }
}

/**
 * 'The link offer is not valid': unknown, answered already, expired, or another session's; nothing
 * was linked.
 */
export class FrameLinkOfferError extends AirlockError {
  override name = 'FrameLinkOfferError' as const
  constructor(parameters: { cause?: unknown } = {}) {
    super('The link offer is not valid', {
      code: apiErrorCodes.linkOfferInvalid,
      cause: parameters.cause,
    })
  }
}

/**
 * 'Approve this device': a social or Farcaster login on a device new to its user, who has an email
 * on record, gets the wallet's recovery set only after the link mailed to that address approves
 * the device (F9). Wait with `waitForDeviceApproval({ approvalId })`, then read the wallet again.
 */
export class FrameDeviceApprovalRequiredError extends AirlockError {
  override name = 'FrameDeviceApprovalRequiredError' as const
  readonly approvalId: string
  readonly expiresAt: string
  /** The address the link went to, masked (`a•••@example.com`). */
  readonly email: string | undefined
  constructor(parameters: {
    approvalId: string
    expiresAt: string
    email?: string | undefined
    cause?: unknown
  }) {
    super('Approve this device', {
      code: apiErrorCodes.deviceApprovalRequired,
      cause: parameters.cause,
    })
    this.approvalId = parameters.approvalId
    this.expiresAt = parameters.expiresAt
    this.email = parameters.email
  }
}

const deviceApprovalDetailsSchema = z.object({
  approvalId: z.uuid(),
  expiresAt: z.string(),
  email: z.optional(z.string()),
})

/** Every refusal of the frame backend a caller can act on. */
export type FrameApiErrorType =
  | EmailCooldownError
  | InvalidEmailError
  | InvalidEmailCodeError
  | EmailCodeExpiredError
  | FrameRateLimitedError
  | FrameSessionExpiredError
  | FrameOriginNotAllowedError
  | FrameWalletExistsError
  | SocialLoginError
  | FarcasterLoginError
  | FrameLinkOfferError
  | FrameDeviceApprovalRequiredError

/**
 * Turns the server's refusal (its body's `code`) into the typed error above; anything else comes
 * back unchanged (network failures, timeouts, other statuses).
 */
export function frameApiErrorOf(error: unknown): unknown {
  if (!(error instanceof HttpRequestError)) return error
  const body = (error.body ?? {}) as { code?: unknown; details?: unknown }
  const details = (typeof body.details === 'object' && body.details ? body.details : {}) as {
    retryAfterSeconds?: unknown
    attemptsLeft?: unknown
  }
  const retryAfterSeconds =
    typeof details.retryAfterSeconds === 'number' ? details.retryAfterSeconds : undefined
  switch (body.code) {
    case apiErrorCodes.emailCooldown:
      return new EmailCooldownError({ retryAfterSeconds: retryAfterSeconds ?? 30, cause: error })
    case apiErrorCodes.invalidEmail:
      return new InvalidEmailError({ cause: error })
    case apiErrorCodes.invalidCode:
      return new InvalidEmailCodeError({
        attemptsLeft: typeof details.attemptsLeft === 'number' ? details.attemptsLeft : 0,
        cause: error,
      })
    case apiErrorCodes.codeExpired:
      return new EmailCodeExpiredError({ cause: error })
    case apiErrorCodes.frameRateLimited:
    case apiErrorCodes.rateLimited:
      return new FrameRateLimitedError({ retryAfterSeconds, cause: error })
    case apiErrorCodes.sessionInvalid:
      return new FrameSessionExpiredError({ cause: error })
    case apiErrorCodes.originNotAllowed:
      return new FrameOriginNotAllowedError({ cause: error })
    case apiErrorCodes.walletExists:
      return new FrameWalletExistsError({ cause: error })
    case apiErrorCodes.socialPending:
    case apiErrorCodes.socialFailed:
    case apiErrorCodes.socialExpired:
    case apiErrorCodes.socialProviderOff:
    case apiErrorCodes.socialTaken:
      return new SocialLoginError({ reason: body.code, cause: error })
    case apiErrorCodes.farcasterPending:
    case apiErrorCodes.farcasterFailed:
    case apiErrorCodes.farcasterExpired:
    case apiErrorCodes.farcasterOff:
      return new FarcasterLoginError({ reason: body.code, cause: error })
    case apiErrorCodes.linkOfferInvalid:
      return new FrameLinkOfferError({ cause: error })
    case apiErrorCodes.deviceApprovalRequired: {
      const approval = z.safeParse(deviceApprovalDetailsSchema, body.details)
      return approval.success
        ? new FrameDeviceApprovalRequiredError({ ...approval.data, cause: error })
        : error
    }
    default:
      return error
  }
}
