import type * as z from 'zod/mini'
import { ensureZodLocale } from './zodLocale.js'

ensureZodLocale()

/**
 * One route of the contract: its method, path template (`{name}` placeholders) and a zod schema
 * for each part. The client validates responses with it; the server validates requests with it.
 */
export type RouteDefinition<
  params extends z.core.$ZodType = z.core.$ZodType,
  query extends z.core.$ZodType = z.core.$ZodType,
  body extends z.core.$ZodType = z.core.$ZodType,
  response extends z.core.$ZodType = z.core.$ZodType,
> = {
  method: 'GET' | 'POST'
  path: string
  params?: params | undefined
  query?: query | undefined
  body?: body | undefined
  /** Absent for routes that answer with an image or no content. */
  response?: response | undefined
}

/** Keeps the literal types of a route definition. */
export function defineRoute<
  const params extends z.core.$ZodType,
  const query extends z.core.$ZodType,
  const body extends z.core.$ZodType,
  const response extends z.core.$ZodType,
>(
  route: RouteDefinition<params, query, body, response>,
): RouteDefinition<params, query, body, response> {
  return route
}
