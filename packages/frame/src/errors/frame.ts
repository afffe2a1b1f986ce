import { AirlockError } from '@airlock/blockchain-api'

/** 'Unable to load email login dependency': the frame's page failed to load. */
export class FrameLoadError extends AirlockError {
  override name = 'FrameLoadError' as const
  constructor(parameters: { url: string; cause?: unknown }) {
    super('Unable to load email login dependency', {
      code: 'FRAME_LOAD',
      details: `The wallet frame at ${parameters.url} did not load`,
      cause: parameters.cause,
    })
  }
}

/** 'W3mFrame: iframe is not set': a request was posted with no frame to take it. */
export class FrameIframeNotSetError extends AirlockError {
  override name = 'FrameIframeNotSetError' as const
  constructor() {
    super('W3mFrame: iframe is not set', { code: 'FRAME_IFRAME_NOT_SET' })
  }
}

/** 'W3mFrame: parent is not set': the frame site runs outside an embedding page. */
export class FrameParentNotSetError extends AirlockError {
  override name = 'FrameParentNotSetError' as const
  constructor() {
    super('W3mFrame: parent is not set', { code: 'FRAME_PARENT_NOT_SET' })
  }
}

/** What every error answer of the frame says: the request, its EIP-1193 code, the frame's code. */
type FrameAnswerParameters = {
  requestType: string
  message?: string | undefined
  /** The answer's EIP-1193 / EIP-1474 code; a frame that sends none: -32603 (internal). */
  rpcCode?: number | undefined
  /** The frame's own stable code for the failure (`data.code`), e.g. `FRAME_CHAIN_MISMATCH`. */
  frameCode?: string | undefined
}

/**
 * The frame answered a request with an error event: its message, or 'An error occurred' when it
 * sent none. `rpcCode` is the answer's EIP-1193 / EIP-1474 code (4100 no login, 4901 a chain its
 * RPC does not serve, -32602 invalid params, -32603 internal…); a rejection by the visitor is a
 * FrameUserRejectedError and an unsupported method a FrameUnsupportedMethodError instead.
 */
export class FrameRequestError extends AirlockError {
  override name = 'FrameRequestError' as const
  /** The request type the frame refused, e.g. `@w3m-app/CONNECT_OTP`. */
  readonly requestType: string
  readonly rpcCode: number
  readonly frameCode: string | undefined
  constructor(parameters: FrameAnswerParameters) {
    super(parameters.message || 'An error occurred', {
      code: 'FRAME_REQUEST',
      details: `The wallet frame refused ${parameters.requestType}`,
    })
    this.requestType = parameters.requestType
    this.rpcCode = parameters.rpcCode ?? -32603
    this.frameCode = parameters.frameCode
  }
}

/** The visitor clicked Reject or Cancel in the frame (EIP-1193 4001). */
export class FrameUserRejectedError extends AirlockError {
  override name = 'FrameUserRejectedError' as const
  readonly requestType: string
  readonly rpcCode = 4001
  constructor(parameters: { requestType: string }) {
    super('User rejected the request', {
      code: 'FRAME_USER_REJECTED',
      details: `The visitor rejected ${parameters.requestType} in the wallet frame`,
    })
    this.requestType = parameters.requestType
  }
}

/** The frame does not serve the method or request (EIP-1193 4200). */
export class FrameUnsupportedMethodError extends AirlockError {
  override name = 'FrameUnsupportedMethodError' as const
  readonly requestType: string
  readonly rpcCode = 4200
  constructor(parameters: { requestType: string; message?: string | undefined }) {
    super(parameters.message || 'Unsupported method', {
      code: 'FRAME_UNSUPPORTED_METHOD',
      details: `The wallet frame does not serve ${parameters.requestType}`,
    })
    this.requestType = parameters.requestType
  }
}

/**
 * An open request was aborted (the host was destroyed, the dapp rejected its pending requests,
 * or the caller's signal fired): 'Request was aborted' for RPC requests, 'Something went wrong'
 * for the others, as the spec says.
 */
export class FrameRequestAbortedError extends AirlockError {
  override name = 'FrameRequestAbortedError' as const
  readonly requestType: string
  constructor(parameters: { requestType: string; cause?: unknown }) {
    super(
      parameters.requestType === '@w3m-app/RPC_REQUEST'
        ? 'Request was aborted'
        : 'Something went wrong',
      {
        code: 'FRAME_REQUEST_ABORTED',
        details: `${parameters.requestType} was aborted`,
        cause: parameters.cause,
      },
    )
    this.requestType = parameters.requestType
  }
}

/** Why the frame gave up: AppKit's reasons, so analytics and alerts read the same. */
export type FrameTimeoutReason =
  | 'iframe_load_failed'
  | 'iframe_request_timeout'
  | 'unverified_domain'

/**
 * The frame did not become ready, did not answer in time, or refused this page's origin:
 * 'Invalid App Configuration' (the spec's alert for an origin off the allowlist, also used when
 * the embedded wallet times out). `reason` says which.
 */
export class FrameTimeoutError extends AirlockError {
  override name = 'FrameTimeoutError' as const
  readonly reason: FrameTimeoutReason
  readonly requestType: string | undefined
  constructor(parameters: {
    reason: FrameTimeoutReason
    requestType?: string | undefined
    timeout?: number | undefined
  }) {
    const { reason, requestType, timeout } = parameters
    super('Invalid App Configuration', {
      code: 'FRAME_TIMEOUT',
      details:
        reason === 'unverified_domain'
          ? 'The wallet frame refused this page: its origin is not on the project allowlist'
          : `${requestType ?? 'The wallet frame'} got no answer within ${timeout ?? 0} ms (${reason})`,
    })
    this.reason = reason
    this.requestType = requestType
  }
}

/** 'Invalid input': the app tried to send a request its schema refuses (it is never posted). */
export class InvalidFrameRequestError extends AirlockError {
  override name = 'InvalidFrameRequestError' as const
  readonly requestType: string
  constructor(parameters: { requestType: string; cause?: unknown }) {
    super('Invalid input', {
      code: 'INVALID_FRAME_REQUEST',
      details: `${parameters.requestType} does not match its schema`,
      cause: parameters.cause,
    })
    this.requestType = parameters.requestType
  }
}

/** The frame does not serve this request (yet): 'X is not supported by this wallet'. */
export class UnsupportedRequestError extends AirlockError {
  override name = 'UnsupportedRequestError' as const
  constructor(what: string) {
    super(`${what} is not supported by this wallet`, { code: 'FRAME_UNSUPPORTED' })
  }
}

/**
 * A transaction names one chain and its RPC serves another, or it names two: the approval would
 * name a network other than the one it is signed and sent on (F11).
 */
export class ChainMismatchError extends AirlockError {
  override name = 'ChainMismatchError' as const
  constructor(what: string) {
    super(`Chain mismatch: ${what}`, {
      code: 'FRAME_CHAIN_MISMATCH',
      details:
        'A transaction is signed only for the chain it names, and only when its RPC serves that chain.',
    })
  }
}

/** 'Session Expired': the frame holds no login for the request. */
export class NotLoggedInError extends AirlockError {
  override name = 'NotLoggedInError' as const
  constructor() {
    super('Session Expired', { code: 'FRAME_NOT_LOGGED_IN', details: 'Log in again' })
  }
}

/** The social login cannot be finished here (unknown, used or foreign attempt, or refused). */
export class SocialLoginFailedError extends AirlockError {
  override name = 'SocialLoginFailedError' as const
  constructor() {
    super('Social login failed', { code: 'SOCIAL_LOGIN_FAILED' })
  }
}

/** The visitor clicked Reject or Cancel on the frame's card. */
export class UserRejectedError extends AirlockError {
  override name = 'UserRejectedError' as const
  constructor() {
    super('User rejected the request', { code: 'USER_REJECTED' })
  }
}
