import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'
import { caipNetworkIdSchema } from './primitives.js'

/** `GET /v1/supported-chains`: the networks the data API serves, over HTTP and WebSocket. */
export const supportedChainsRoute = defineRoute({
  method: 'GET',
  path: '/v1/supported-chains',
  response: z.object({ http: z.array(caipNetworkIdSchema), ws: z.array(caipNetworkIdSchema) }),
})

export type SupportedChainsResponse = z.infer<NonNullable<typeof supportedChainsRoute.response>>
