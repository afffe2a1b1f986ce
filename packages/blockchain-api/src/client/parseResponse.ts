import type * as z from 'zod/mini'
import { safeParse } from 'zod/mini'
import { InvalidResponseError } from '../errors/request.js'
import type { RouteDefinition } from '../routes/defineRoute.js'

/** Checks an answer with its route's response schema; InvalidResponseError when it does not fit. */
export function parseResponse<response extends z.core.$ZodType>(
  route: RouteDefinition<z.core.$ZodType, z.core.$ZodType, z.core.$ZodType, response>,
  url: string,
  body: unknown,
): z.infer<response> {
  if (!route.response) return body as z.infer<response>
  const parsed = safeParse(route.response, body)
  if (!parsed.success) {
    throw new InvalidResponseError({
      url,
      body,
      issues: parsed.error.issues
        .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
        .join('; '),
    })
  }
  return parsed.data
}
