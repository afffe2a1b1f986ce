import {
  HttpRequestError,
  NetworkRequestError,
  RequestAbortedError,
  RequestTimeoutError,
} from '../errors/request.js'
import type { RouteDefinition } from '../routes/defineRoute.js'
import { buildUrl } from './buildUrl.js'
import { retryableStatuses } from './constants.js'
import type { BlockchainApiClient } from './createBlockchainApiClient.js'

type QueryValue = string | number | boolean | readonly string[] | undefined

export type RequestParameters = {
  params?: Record<string, string | number> | undefined
  query?: Record<string, QueryValue> | undefined
  body?: unknown
  headers?: Record<string, string> | undefined
  signal?: AbortSignal | undefined
  /**
   * Statuses worth another attempt for this call. Default: the client's `retryableStatuses`.
   * `[]` with `retryNetworkErrors: false` sends a request that must not repeat exactly once.
   */
  retryStatuses?: readonly number[] | undefined
  /** Whether network failures and timeouts are retried. Default: true. */
  retryNetworkErrors?: boolean | undefined
}

/**
 * Sends a request to a route, with the spec's retries (§7): on 403/408/413/429/5xx statuses,
 * network failures and timeouts, with an exponential backoff from `client.retryDelay`, waiting
 * for `Retry-After` instead when the server sends one. Free of zod: checking the answer is the
 * caller's.
 */
export async function send(
  client: BlockchainApiClient,
  route: Pick<RouteDefinition, 'method' | 'path'>,
  parameters: RequestParameters,
): Promise<{ url: string; response: Response }> {
  const url = buildUrl(client, route, parameters)
  const headers: Record<string, string> = { accept: 'application/json', ...parameters.headers }
  if (parameters.body !== undefined) headers['content-type'] = 'application/json'
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await attemptOnce(client, url, {
        method: route.method,
        headers,
        body: parameters.body === undefined ? undefined : JSON.stringify(parameters.body),
        signal: parameters.signal,
      })
      return { url, response }
    } catch (error) {
      if (attempt >= client.retryCount || !isRetryable(error, parameters)) throw error
      await sleep(delayBefore(error, attempt, client.retryDelay), parameters.signal)
    }
  }
}

async function attemptOnce(
  client: BlockchainApiClient,
  url: string,
  init: {
    method: string
    headers: Record<string, string>
    body: string | undefined
    signal: AbortSignal | undefined
  },
): Promise<Response> {
  if (init.signal?.aborted) throw new RequestAbortedError({ url, cause: init.signal.reason })
  const controller = new AbortController()
  const onAbort = () => controller.abort(init.signal?.reason)
  init.signal?.addEventListener('abort', onAbort, { once: true })
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, client.timeout)
  try {
    const response = await client.fetch(url, {
      method: init.method,
      headers: init.headers,
      body: init.body ?? null,
      signal: controller.signal,
    })
    if (!response.ok) {
      throw new HttpRequestError({
        status: response.status,
        url,
        body: await readBody(response).catch(() => undefined),
        headers: response.headers,
      })
    }
    return response
  } catch (error) {
    if (error instanceof HttpRequestError) throw error
    if (timedOut) throw new RequestTimeoutError({ url, timeout: client.timeout })
    if (init.signal?.aborted) throw new RequestAbortedError({ url, cause: error })
    throw new NetworkRequestError({ url, cause: error })
  } finally {
    clearTimeout(timer)
    init.signal?.removeEventListener('abort', onAbort)
  }
}

/** The answer's body: parsed JSON when it says JSON, its text otherwise. */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if ((response.headers.get('content-type') ?? '').includes('json') && text.length > 0) {
    try {
      return JSON.parse(text)
    } catch {
      return text
    }
  }
  return text
}

function isRetryable(error: unknown, parameters: RequestParameters): boolean {
  if (error instanceof HttpRequestError) {
    return (parameters.retryStatuses ?? retryableStatuses).includes(error.status)
  }
  if (parameters.retryNetworkErrors === false) return false
  // Network failures carry code -1 in the spec's terms; timeouts carry the timeout code.
  return error instanceof NetworkRequestError || error instanceof RequestTimeoutError
}

function delayBefore(error: unknown, attempt: number, baseDelay: number): number {
  const retryAfter = error instanceof HttpRequestError ? error.headers?.get('retry-after') : null
  const fromHeader = retryAfter ? parseRetryAfter(retryAfter) : undefined
  return fromHeader ?? baseDelay * 2 ** attempt
}

/** `Retry-After` is either seconds or an HTTP date; returns milliseconds to wait. */
export function parseRetryAfter(value: string): number | undefined {
  const trimmed = value.trim()
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000)
  const at = Date.parse(trimmed)
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now())
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
