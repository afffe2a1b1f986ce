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

/**
 * The current address's code was sent for a login without one: a passkey-first or social login
 * adds an email from the new address's code alone.
 */
export class NoEmailApiError extends ApiError {
  override name = 'NoEmailApiError'
  constructor() {
    super(400, 'NO_EMAIL', 'This login has no email to update')
  }
}

/** A session asked for another device's share. */
export class DeviceMismatchApiError extends ApiError {
  override name = 'DeviceMismatchApiError'
  constructor() {
    super(403, 'DEVICE_MISMATCH', 'The session belongs to another device')
  }
}

/** An email update to the address the login already has. */
export class EmailUnchangedApiError extends ApiError {
  override name = 'EmailUnchangedApiError'
  constructor() {
    super(400, 'EMAIL_UNCHANGED', 'The new email is the current one')
  }
}

/** An email update to an address another account of the project logs in with. */
export class EmailTakenApiError extends ApiError {
  override name = 'EmailTakenApiError'
  constructor() {
    super(409, 'EMAIL_TAKEN', 'Another account uses this email')
  }
}

/** The user has a wallet already; its commitment is never replaced. */
export class WalletExistsApiError extends ApiError {
  override name = 'WalletExistsApiError'
  constructor() {
    super(409, 'WALLET_EXISTS', 'Wallet already exists')
  }
}

/** The user has no wallet yet (reading it). */
export class WalletNotFoundApiError extends ApiError {
  override name = 'WalletNotFoundApiError'
  constructor() {
    super(404, 'WALLET_NOT_FOUND', 'The user has no wallet yet')
  }
}

/** An auth share stored before the wallet it belongs to exists. */
export class WalletNotCreatedApiError extends ApiError {
  override name = 'WalletNotCreatedApiError'
  constructor() {
    super(409, 'WALLET_NOT_FOUND', 'Create the wallet first')
  }
}

/** The session's device has no auth share on the server. */
export class AuthShareNotFoundApiError extends ApiError {
  override name = 'AuthShareNotFoundApiError'
  constructor() {
    super(404, 'AUTH_SHARE_NOT_FOUND', 'This device has no auth share')
  }
}

/**
 * A passkey sign-up or login refused: its challenge unknown, used or expired, or its signature,
 * origin, RP ID or user verification wrong. One answer for all, so a prober learns nothing.
 */
export class PasskeyFailedApiError extends ApiError {
  override name = 'PasskeyFailedApiError'
  constructor(options: { cause?: unknown } = {}) {
    super(401, 'PASSKEY_FAILED', 'Passkey login failed', undefined, options)
  }
}
