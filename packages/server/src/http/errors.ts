import { AirlockError, type ApiErrorCode } from '@airlock/blockchain-api'

/**
 * An error the API answers with: its status, a code from `apiErrorCodes` and the message the
 * client shows or maps. `data` becomes the body's `details`.
 */
export class ApiError extends AirlockError {
  override name = 'ApiError'
  declare readonly code: ApiErrorCode
  readonly statusCode: number
  /** What the error body carries as `details` (attempts left, the origin, a reason). */
  readonly data: unknown

  constructor(
    statusCode: number,
    code: ApiErrorCode,
    message: string,
    data?: unknown,
    options: { cause?: unknown } = {},
  ) {
    super(message, { code, cause: options.cause })
    this.statusCode = statusCode
    this.data = data
  }
}

/** 'Unauthorized: invalid key': unknown or missing project id, or a wrong owner key. */
export class InvalidKeyError extends ApiError {
  override name = 'InvalidKeyError'
  constructor() {
    super(401, 'INVALID_KEY', 'Unauthorized: invalid key')
  }
}

/** 'Unauthorized: origin not allowed': the page's origin is not on the project's list. */
export class OriginNotAllowedError extends ApiError {
  override name = 'OriginNotAllowedError'
  constructor(origin: string) {
    super(403, 'ORIGIN_NOT_ALLOWED', 'Unauthorized: origin not allowed', { origin })
  }
}

/** A path, query or body that breaks the route's contract. */
export class InvalidRequestError extends ApiError {
  override name = 'InvalidRequestError'
  constructor(message: string, issues: unknown) {
    super(400, 'INVALID_REQUEST', message, issues)
  }
}

/** 'Network not supported for Gas Price' and the like: a chain the server does not serve. */
export class UnsupportedNetworkError extends ApiError {
  override name = 'UnsupportedNetworkError'
  constructor(message: string, chainId: string) {
    super(400, 'UNSUPPORTED_NETWORK', message, { chainId })
  }
}

export class NotFoundError extends ApiError {
  override name = 'NotFoundError'
  constructor(message: string) {
    super(404, 'NOT_FOUND', message)
  }
}

/** A chain's RPC node did not answer. */
export class UpstreamError extends ApiError {
  override name = 'UpstreamError'
  constructor(message: string, cause: unknown) {
    super(502, 'UPSTREAM_ERROR', message, undefined, { cause })
  }
}

/** Something the answer depends on is down (a chain's RPC, say): retry later; nothing was decided. */
export class UpstreamUnavailableError extends ApiError {
  override name = 'UpstreamUnavailableError'
  constructor(code: ApiErrorCode, message: string, cause: unknown) {
    super(503, code, message, undefined, { cause })
  }
}

/** Too many requests for a limit (per project or per IP); the answer carries `Retry-After`. */
export class RateLimitedError extends ApiError {
  override name = 'RateLimitedError'
  constructor(retryAfterMs: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
    super(429, 'RATE_LIMITED', `Too many requests: retry in ${seconds} seconds`, {
      retryAfterSeconds: seconds,
    })
  }
}

/** A request, batch or answer over the size the server passes on. */
export class PayloadTooLargeError extends ApiError {
  override name = 'PayloadTooLargeError'
  constructor(code: ApiErrorCode, message: string) {
    super(413, code, message)
  }
}
