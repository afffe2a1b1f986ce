import { z } from 'zod'
import { defineRoute } from './defineRoute.js'
import { caipNetworkIdSchema, commaListSchema } from './primitives.js'

/** One wallet of the registry, in the spec's wallet-list shape. */
export const walletListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  image_id: z.string(),
  rdns: z.string().nullable(),
  chains: z.array(caipNetworkIdSchema),
  homepage: z.string().nullable(),
  mobile_link: z.string().nullable(),
  desktop_link: z.string().nullable(),
  webapp_link: z.string().nullable(),
  app_store: z.string().nullable(),
  play_store: z.string().nullable(),
  chrome_store: z.string().nullable(),
  badge_type: z.enum(['none', 'certified']),
})

export type WalletListItem = z.infer<typeof walletListItemSchema>

/** `GET /getWallets`: one page of the registry, filtered; `count` is the total that matched. */
export const walletsRoute = defineRoute({
  method: 'GET',
  path: '/getWallets',
  query: z.object({
    page: z.coerce.number().int().min(1).default(1),
    entries: z.coerce.number().int().min(1).max(100).default(40),
    chains: commaListSchema.pipe(z.array(caipNetworkIdSchema)).optional(),
    include: commaListSchema.optional(),
    exclude: commaListSchema.optional(),
    search: z.string().max(100).optional(),
    badge_type: z.enum(['none', 'certified']).optional(),
  }),
  response: z.object({ data: z.array(walletListItemSchema), count: z.number().int() }),
})

export type WalletsResponse = z.infer<NonNullable<typeof walletsRoute.response>>
