import type { RouteDefinition } from '@airlock/blockchain-api'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { InvalidRequestError } from './errors.js'

type Parsed<schema> =
  NonNullable<schema> extends z.core.$ZodType ? z.infer<NonNullable<schema>> : undefined

/** Validates a request's path, query and body with the route's schemas (the shared contract). */
export function parseRequest<route extends RouteDefinition>(
  route: route,
  request: FastifyRequest,
): {
  params: Parsed<route['params']>
  query: Parsed<route['query']>
  body: Parsed<route['body']>
} {
  return {
    params: parsePart(route.params, request.params, 'path') as Parsed<route['params']>,
    query: parsePart(route.query, request.query, 'query') as Parsed<route['query']>,
    body: parsePart(route.body, request.body, 'body') as Parsed<route['body']>,
  }
}

function parsePart(schema: z.core.$ZodType | undefined, value: unknown, where: string): unknown {
  if (!schema) return undefined
  const result = z.safeParse(schema, value ?? (where === 'body' ? undefined : {}))
  if (result.success) return result.data
  const issues = result.error.issues.map((issue) => ({
    path: [where, ...issue.path].join('.'),
    message: issue.message,
  }))
  throw new InvalidRequestError(issues[0]?.message ?? 'Invalid input', issues)
}

/** Turns `/v1/account/{address}/balance` into Fastify's `/v1/account/:address/balance`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1')
}

/** The most URLs a request parser keeps; the URL is the caller's: dropped whole when full. */
const maxParsedUrls = 1000

/**
 * `parseRequest` for a GET route, whose parts all come from the URL: the parts of each URL checked
 * once are kept (frozen, shared by every request of that URL), so a busy route does not run its
 * schemas again for the URL it was just asked. A URL that fails is checked every time.
 */
export function createUrlParser<route extends RouteDefinition>(
  route: route,
): (request: FastifyRequest) => ReturnType<typeof parseRequest<route>> {
  const parsed = new Map<string, ReturnType<typeof parseRequest<route>>>()
  return (request) => {
    let parts = parsed.get(request.url)
    if (parts === undefined) {
      const fresh = parseRequest(route, request)
      parts = Object.freeze({
        params: freeze(fresh.params),
        query: freeze(fresh.query),
        body: fresh.body,
      })
      if (parsed.size >= maxParsedUrls) parsed.clear()
      parsed.set(request.url, parts)
    }
    return parts
  }
}

function freeze<value>(value: value): value {
  return typeof value === 'object' && value !== null ? Object.freeze(value) : value
}
