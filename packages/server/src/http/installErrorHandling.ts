import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { ApiError } from './errors.js'

/** Most of an oversized body read (and dropped) so its sender gets the 413; more closes. */
const drainLimitBytes = 16 * 1024 * 1024
const drainTimeoutMs = 30_000

/**
 * Every failure answers `{ statusCode, error, code, message, details? }`: API errors with their own
 * status and code, Fastify's 4xx as they are, anything else as a logged 500 that says nothing more.
 * A body over the limit is read to its end (up to 16 MiB) before the 413: answering and closing
 * while the client still sends breaks its write (`EPIPE`), and it sees `fetch failed` instead.
 */
export function installErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) {
        request.log.error({ err: error.cause ?? error }, error.shortMessage)
      }
      const retryAfter = (error.data as { retryAfterSeconds?: unknown } | undefined)
        ?.retryAfterSeconds
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter))
      return reply.code(error.statusCode).send({
        statusCode: error.statusCode,
        error: reasonOf(error.statusCode),
        code: error.code,
        message: error.shortMessage,
        ...(error.data === undefined ? {} : { details: error.data }),
      })
    }
    const fastifyError = error as { code?: string; statusCode?: number; message?: string }
    if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      await drainBody(request.raw)
      return reply.code(413).send({
        statusCode: 413,
        error: reasonOf(413),
        code: 'BODY_TOO_LARGE',
        message: `Request body is too large (limit ${request.routeOptions.bodyLimit ?? bodyLimit} bytes)`,
      })
    }
    const status = fastifyError.statusCode
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({
        statusCode: status,
        error: reasonOf(status),
        code: fastifyError.code ?? 'BAD_REQUEST',
        message:
          fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'Invalid JSON body'
            : (fastifyError.message ?? 'Bad request'),
      })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({
      statusCode: 500,
      error: reasonOf(500),
      code: 'INTERNAL',
      message: 'Internal server error',
    })
  })
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      statusCode: 404,
      error: reasonOf(404),
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    }),
  )
}

/** Reads and drops what is left of a request's body; settles at its end, a limit or a timeout. */
function drainBody(raw: IncomingMessage): Promise<void> {
  if (raw.complete || raw.destroyed) return Promise.resolve()
  return new Promise((resolve) => {
    let read = 0
    const done = () => {
      clearTimeout(timer)
      raw.off('data', onData)
      raw.off('end', done)
      raw.off('close', done)
      raw.off('error', done)
      resolve()
    }
    const onData = (chunk: Buffer) => {
      read += chunk.length
      if (read > drainLimitBytes) done()
    }
    const timer = setTimeout(done, drainTimeoutMs)
    raw.on('data', onData)
    raw.on('end', done)
    raw.on('close', done)
    raw.on('error', done)
    raw.resume()
  })
}

function reasonOf(status: number): string {
  const reasons: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
  }
  return reasons[status] ?? 'Error'
}
