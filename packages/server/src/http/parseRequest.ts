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
