import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'
import { caipNetworkIdSchema } from './primitives.js'

const weiSchema = z.string().check(z.regex(/^\d+$/, 'Expected an amount in wei'))

/** `GET /v1/convert/gas-price`: gas prices in wei for three speeds. */
export const gasPriceRoute = defineRoute({
  method: 'GET',
  path: '/v1/convert/gas-price',
  query: z.object({ chainId: caipNetworkIdSchema }),
  response: z.object({ standard: weiSchema, fast: weiSchema, instant: weiSchema }),
})

export type GasPriceResponse = z.infer<NonNullable<typeof gasPriceRoute.response>>
