import { z } from 'zod'
import { defineRoute } from './defineRoute.js'

/** `GET /getAnalyticsConfig`: whether the project records analytics. */
export const analyticsConfigRoute = defineRoute({
  method: 'GET',
  path: '/getAnalyticsConfig',
  response: z.object({ isAnalyticsEnabled: z.boolean() }),
})

export const analyticsEventSchema = z.object({
  eventId: z.string().min(1).max(100),
  url: z.string().max(2048),
  domain: z.string().max(255),
  /** Milliseconds since the epoch. */
  timestamp: z.number().int().nonnegative(),
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
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  }),
  response: z.object({
    data: z.array(analyticsEventSchema.extend({ receivedAt: z.string() })),
    next: z.string().nullable(),
  }),
})

export type AnalyticsEventsResponse = z.infer<NonNullable<typeof analyticsEventsRoute.response>>
