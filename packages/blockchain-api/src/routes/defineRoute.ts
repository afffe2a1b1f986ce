import type { z } from 'zod'

/**
 * One route of the contract: its method, path template (`{name}` placeholders) and a zod schema
 * for each part. The client validates responses with it; the server validates requests with it.
 */
export type RouteDefinition<
  params extends z.ZodType = z.ZodType,
  query extends z.ZodType = z.ZodType,
  body extends z.ZodType = z.ZodType,
  response extends z.ZodType = z.ZodType,
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
  const params extends z.ZodType,
  const query extends z.ZodType,
  const body extends z.ZodType,
  const response extends z.ZodType,
>(
  route: RouteDefinition<params, query, body, response>,
): RouteDefinition<params, query, body, response> {
  return route
}

/** Fills a path template: `formatPath('/a/{id}', { id: 'x y' })` → `/a/x%20y`. */
export function formatPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`)
    return encodeURIComponent(String(value))
  })
}
