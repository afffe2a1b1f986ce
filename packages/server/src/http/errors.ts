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

  // Protected: each failure is a subclass with its own status, code and message.
  protected constructor(
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

/** 401 'Unauthorized': the Farcaster relay's channel token is missing or wrong. */
export class RelayUnauthorizedError extends ApiError {
  override name = 'RelayUnauthorizedError'
  constructor() {
    super(401, 'UNAUTHORIZED', 'Unauthorized')
  }
}

/** 401: a signed message whose signature does not match the address it names. */
export class InvalidSignatureError extends ApiError {
  override name = 'InvalidSignatureError'
  constructor() {
    super(401, 'INVALID_SIGNATURE', 'The signature does not match the address')
  }
}

/** 409: a name someone else registered first. */
export class NameTakenError extends ApiError {
  override name = 'NameTakenError'
  constructor(name: string) {
    super(409, 'NAME_TAKEN', `${name} is already registered`)
  }
}

/** 400: a token the swap source does not trade. */
export class UnsupportedTokenError extends ApiError {
  override name = 'UnsupportedTokenError'
  constructor(address: string) {
    super(400, 'UNSUPPORTED_TOKEN', `Token ${address} cannot be swapped here`)
  }
}

/** 400: no pool path between the two tokens. */
export class NoSwapRouteError extends ApiError {
  override name = 'NoSwapRouteError'
  constructor(message: string) {
    super(400, 'NO_ROUTE', message)
  }
}

/** 400 'The transaction would fail': its simulation reverted; `reason` says why. */
export class TransactionWouldFailError extends ApiError {
  override name = 'TransactionWouldFailError'
  constructor(reason: string) {
    super(400, 'TRANSACTION_WOULD_FAIL', 'The transaction would fail', { reason })
  }
}

/** 400: the network refused a transaction; `reason` is the node's text. */
export class TransactionRejectedError extends ApiError {
  override name = 'TransactionRejectedError'
  constructor(message: string, reason: string) {
    super(400, 'TRANSACTION_REJECTED', message, { reason })
  }
}

/** 400: a currency the on-ramp does not sell, or a token it cannot buy on that network. */
export class UnsupportedCurrencyError extends ApiError {
  override name = 'UnsupportedCurrencyError'
  constructor(message: string) {
    super(400, 'UNSUPPORTED_CURRENCY', message)
  }
}

/** 400: a token without a price, which an on-ramp amount cannot be converted into. */
export class NoPriceError extends ApiError {
  override name = 'NoPriceError'
  constructor(symbol: string) {
    super(400, 'NO_PRICE', `${symbol} has no price`)
  }
}

/** 409: a purchase that is no longer pending. */
export class PurchaseClosedError extends ApiError {
  override name = 'PurchaseClosedError'
  constructor(status: string) {
    super(409, 'PURCHASE_CLOSED', `This purchase is already ${status}`)
  }
}

/** 400: the server has no on-ramp provider to build a URL with. */
export class NoOnrampProviderError extends ApiError {
  override name = 'NoOnrampProviderError'
  constructor() {
    super(400, 'NO_ONRAMP_PROVIDER', 'No on-ramp provider is configured')
  }
}

/** 400: an on-ramp provider id the server does not have. */
export class UnknownOnrampProviderError extends ApiError {
  override name = 'UnknownOnrampProviderError'
  constructor(id: string) {
    super(400, 'UNKNOWN_PROVIDER', `Unknown on-ramp provider: ${id}`)
  }
}
