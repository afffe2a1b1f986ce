import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'
import { accountAddressSchema, caipNetworkIdSchema } from './primitives.js'

/** One movement of value inside a transaction, seen from the account whose history it is. */
export const transactionTransferSchema = z.object({
  fungible_info: z.optional(
    z.object({
      name: z.string(),
      symbol: z.string(),
      icon: z.object({ url: z.string() }),
    }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.string(),
      contract: z.optional(z.string()),
      token_id: z.optional(z.string()),
      flags: z.object({ is_spam: z.boolean() }),
      content: z.object({
        preview: z.optional(z.object({ url: z.string(), content_type: z.optional(z.string()) })),
      }),
    }),
  ),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.optional(z.number()),
  price: z.optional(z.number()),
})

/** A transaction in the spec's shape. */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.enum([
      'send',
      'receive',
      'mint',
      'burn',
      'execute',
      'deploy',
      'approve',
      'buy',
    ]),
    hash: z.string(),
    /** ISO 8601 time of the block. */
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed']),
    nonce: z.number().check(z.int()),
    chain: caipNetworkIdSchema,
  }),
  transfers: z.array(transactionTransferSchema),
})

export type Transaction = z.infer<typeof transactionSchema>
export type TransactionTransfer = z.infer<typeof transactionTransferSchema>

/** `GET /v1/account/{account}/history`: newest first, `next` is the cursor of the next page. */
export const historyRoute = defineRoute({
  method: 'GET',
  path: '/v1/account/{account}/history',
  params: z.object({ account: accountAddressSchema }),
  query: z.object({
    cursor: z.optional(z.string().check(z.maxLength(400))),
    onramp: z.optional(z.string()),
    chainId: z.optional(caipNetworkIdSchema),
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 50),
  }),
  response: z.object({ data: z.array(transactionSchema), next: z.nullable(z.string()) }),
})

export type HistoryResponse = z.infer<NonNullable<typeof historyRoute.response>>
