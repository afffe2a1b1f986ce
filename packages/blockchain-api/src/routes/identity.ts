import { z } from 'zod'
import { defineRoute } from './defineRoute.js'
import { evmAddressSchema } from './primitives.js'

/** `GET /v1/identity/{address}`: the account's name and avatar, null when it has none. */
export const identityRoute = defineRoute({
  method: 'GET',
  path: '/v1/identity/{address}',
  params: z.object({ address: evmAddressSchema }),
  query: z.object({ sender: evmAddressSchema.optional() }),
  response: z.object({ name: z.string().nullable(), avatar: z.string().nullable() }),
})

export type IdentityResponse = z.infer<NonNullable<typeof identityRoute.response>>
