import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'
import { walletsPath } from './paths.js'
import { caipNetworkIdSchema, commaListSchema } from './primitives.js'

/** One wallet of the registry, in the spec's wallet-list shape. */
export const walletListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.string(),
  rdns: z.nullable(z.string()),
  chains: z.array(caipNetworkIdSchema),
  homepage: z.nullable(z.string()),
  mobile_link: z.nullable(z.string()),
  desktop_link: z.nullable(z.string()),
  webapp_link: z.nullable(z.string()),
  app_store: z.nullable(z.string()),
  play_store: z.nullable(z.string()),
  chrome_store: z.nullable(z.string()),
  badge_type: z.enum(['none', 'certified']),
})

export type WalletListItem = z.infer<typeof walletListItemSchema>

/** `GET /getWallets`: one page of the registry, filtered; `count` is the total that matched. */
export const walletsRoute = defineRoute({
  method: 'GET',
  path: walletsPath,
  query: z.object({
    page: z._default(z.coerce.number().check(z.int(), z.gte(1)), 1),
    entries: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 40),
    chains: z.optional(z.pipe(commaListSchema, z.array(caipNetworkIdSchema))),
    include: z.optional(commaListSchema),
    exclude: z.optional(commaListSchema),
    search: z.optional(z.string().check(z.maxLength(100))),
    badge_type: z.optional(z.enum(['none', 'certified'])),
  }),
  response: z.object({ data: z.array(walletListItemSchema), count: z.number().check(z.int()) }),
})

export type WalletsResponse = z.infer<NonNullable<typeof walletsRoute.response>>
