import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'
import { evmAddressSchema } from './primitives.js'

/** `GET /v1/identity/{address}`: the account's name and avatar, null when it has none. */
export const identityRoute = defineRoute({
  method: 'GET',
  path: '/v1/identity/{address}',
  params: z.object({ address: evmAddressSchema }),
  query: z.object({ sender: z.optional(evmAddressSchema) }),
  response: z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) }),
})

export type IdentityResponse = z.infer<NonNullable<typeof identityRoute.response>>
