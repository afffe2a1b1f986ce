import { AirlockError } from './base.js'

/** The server answered with a non-OK status. */
export class HttpRequestError extends AirlockError {
  override name = 'HttpRequestError' as const
  readonly status: number
  readonly url: string
  /** The response body: parsed JSON when it was JSON, otherwise text. */
  readonly body: unknown
  readonly headers: Headers | undefined

  constructor(parameters: { status: number; url: string; body: unknown; headers?: Headers }) {
    super(`HTTP status code: ${parameters.status}`, {
      code: 'HTTP_ERROR',
      details: messageOf(parameters.body),
      docsPath: '/errors#http',
    })
    this.status = parameters.status
    this.url = parameters.url
    this.body = parameters.body
    this.headers = parameters.headers
  }

  /** The server's own message (e.g. 'Unauthorized: invalid key'), when the body has one. */
  get serverMessage(): string | undefined {
    return messageOf(this.body)
  }
}

/** The request did not complete within the transport timeout (10 s by default). */
export class RequestTimeoutError extends AirlockError {
  override name = 'RequestTimeoutError' as const
  readonly url: string
  readonly timeout: number

  constructor(parameters: { url: string; timeout: number }) {
    super('Request timed out', {
      code: 'TIMEOUT',
      details: `No response from ${parameters.url} within ${parameters.timeout} ms`,
    })
    this.url = parameters.url
    this.timeout = parameters.timeout
  }
}

/** The request never reached the server (connection refused, DNS failure, reset…). */
export class NetworkRequestError extends AirlockError {
  override name = 'NetworkRequestError' as const
  readonly url: string

  constructor(parameters: { url: string; cause: unknown }) {
    super('Network request failed', {
      code: 'NETWORK_ERROR',
      cause: parameters.cause,
      details: parameters.cause instanceof Error ? parameters.cause.message : undefined,
    })
    this.url = parameters.url
  }
}

/** The request was aborted by the caller's signal. */
export class RequestAbortedError extends AirlockError {
  override name = 'RequestAbortedError' as const
  readonly url: string

  constructor(parameters: { url: string; cause?: unknown }) {
    super('Request was aborted', { code: 'ABORTED', cause: parameters.cause })
    this.url = parameters.url
  }
}

/** The server answered OK, but the body does not match the route's contract. */
export class InvalidResponseError extends AirlockError {
  override name = 'InvalidResponseError' as const
  readonly url: string
  readonly body: unknown

  constructor(parameters: { url: string; body: unknown; issues: string }) {
    super('Invalid response from the server', {
      code: 'INVALID_RESPONSE',
      details: parameters.issues,
    })
    this.url = parameters.url
    this.body = parameters.body
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.slice(0, 500) || undefined
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message
  }
  return undefined
}

/** Any way a request to the server can fail: unreachable, timed out, aborted, non-OK, or off-contract. */
export type RequestErrorType =
  | HttpRequestError
  | InvalidResponseError
  | NetworkRequestError
  | RequestAbortedError
  | RequestTimeoutError

/** A route's path names a parameter (`/a/{id}`) that the call did not give: nothing was sent. */
export class MissingPathParameterError extends AirlockError {
  override name = 'MissingPathParameterError' as const
  readonly parameter: string
  constructor(parameters: { parameter: string; path: string }) {
    super(`Missing path parameter "${parameters.parameter}" for ${parameters.path}`, {
      code: 'MISSING_PATH_PARAMETER',
    })
    this.parameter = parameters.parameter
  }
}
