import { ApiError } from '../http/errors.js'

/** 'Invalid email'. */
export class InvalidEmailApiError extends ApiError {
  override name = 'InvalidEmailApiError'
  constructor() {
    super(400, 'INVALID_EMAIL', 'Invalid email')
  }
}

/** 'Please try again after N seconds' (N rounded up): the 30 s cooldown of an address. */
export class EmailCooldownApiError extends ApiError {
  override name = 'EmailCooldownApiError'
  readonly retryAfterSeconds: number
  constructor(retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
    super(429, 'EMAIL_COOLDOWN', `Please try again after ${seconds} seconds`, {
      retryAfterSeconds: seconds,
    })
    this.retryAfterSeconds = seconds
  }
}

/** A per-address or per-IP limit of the frame backend. */
export class FrameRateLimitedApiError extends ApiError {
  override name = 'FrameRateLimitedApiError'
  readonly retryAfterSeconds: number
  constructor(retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
    super(429, 'FRAME_RATE_LIMITED', 'Too many requests', { retryAfterSeconds: seconds })
    this.retryAfterSeconds = seconds
  }
}

/** A wrong code; `attemptsLeft` more guesses before it is spent. */
export class InvalidCodeApiError extends ApiError {
  override name = 'InvalidCodeApiError'
  constructor(attemptsLeft: number) {
    super(400, 'INVALID_CODE', 'Invalid code', { attemptsLeft })
  }
}

/** No usable code: never sent, expired, used, spent by wrong guesses, or for another device. */
export class CodeExpiredApiError extends ApiError {
  override name = 'CodeExpiredApiError'
  constructor() {
    super(400, 'CODE_EXPIRED', 'Code expired')
  }
}

/** 'Session Expired': no valid frame session behind the bearer token. */
export class SessionInvalidApiError extends ApiError {
  override name = 'SessionInvalidApiError'
  constructor() {
    super(401, 'SESSION_INVALID', 'Session Expired')
  }
}

/** The calling page is not the frame, or the dapp that embeds it is not allowed for the project. */
export class FrameOriginApiError extends ApiError {
  override name = 'FrameOriginApiError'
  constructor(origin: string) {
    super(403, 'ORIGIN_NOT_ALLOWED', 'Unauthorized: origin not allowed', { origin })
  }
}

/** The email could not be handed to the SMTP relay. */
export class EmailNotSentApiError extends ApiError {
  override name = 'EmailNotSentApiError'
  constructor(cause: unknown) {
    super(502, 'EMAIL_NOT_SENT', 'The email could not be sent', undefined, { cause })
  }
}

/** The link offer is unknown, answered already, expired or another session's: nothing is linked. */
export class LinkOfferInvalidApiError extends ApiError {
  override name = 'LinkOfferInvalidApiError'
  constructor() {
    super(400, 'LINK_OFFER_INVALID', 'The link offer is not valid')
  }
}

/**
 * 'Approve this device': a social or Farcaster login on a device new to a user with an email on
 * record gets the wallet's recovery set only after the link mailed to that address approves the
 * device (F9). Names the approval to wait for and the address, masked.
 */
export class DeviceApprovalRequiredApiError extends ApiError {
  override name = 'DeviceApprovalRequiredApiError'
  constructor(approval: { approvalId: string; expiresAt: string; email: string }) {
    super(403, 'DEVICE_APPROVAL_REQUIRED', 'Approve this device', approval)
  }
}
