import * as z from 'zod/mini'

/** The relay's answer to one of the client's calls. */
export const relayResponseSchema = z.object({
  id: z.number(),
  jsonrpc: z.literal('2.0'),
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ code: z.number(), message: z.string() })),
})

/** A message the relay pushes on a subscribed topic. */
export const relaySubscriptionSchema = z.object({
  jsonrpc: z.literal('2.0'),
  method: z.literal('irn_subscription'),
  params: z.object({
    id: z.string(),
    data: z.object({
      topic: z.string(),
      message: z.string(),
      publishedAt: z.optional(z.number()),
      tag: z.optional(z.number()),
    }),
  }),
})
