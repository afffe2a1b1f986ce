import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'

/** `GET /getAnalyticsConfig`: whether the project records analytics. */
export const analyticsConfigRoute = defineRoute({
  method: 'GET',
  path: '/getAnalyticsConfig',
  response: z.object({ isAnalyticsEnabled: z.boolean() }),
})

export const analyticsEventSchema = z.object({
  eventId: z.string().check(z.minLength(1), z.maxLength(100)),
  url: z.string().check(z.maxLength(2048)),
  domain: z.string().check(z.maxLength(255)),
  /** Milliseconds since the epoch. */
  timestamp: z.number().check(z.int(), z.nonnegative()),
  props: z.record(z.string(), z.unknown()),
})

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>

/** `POST /e`: records one analytics event for the project; answers 204. */
export const analyticsEventRoute = defineRoute({
  method: 'POST',
  path: '/e',
  body: analyticsEventSchema,
})

/** `GET /v1/analytics/events`: the project's events, newest first (owner key required). */
export const analyticsEventsRoute = defineRoute({
  method: 'GET',
  path: '/v1/analytics/events',
  query: z.object({
    cursor: z.optional(z.string().check(z.maxLength(200))),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 100),
  }),
  response: z.object({
    data: z.array(z.extend(analyticsEventSchema, { receivedAt: z.string() })),
    next: z.nullable(z.string()),
  }),
})

export type AnalyticsEventsResponse = z.infer<NonNullable<typeof analyticsEventsRoute.response>>
