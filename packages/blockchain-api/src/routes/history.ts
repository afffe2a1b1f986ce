import { z } from 'zod'
import { defineRoute } from './defineRoute.js'
import { caipNetworkIdSchema, evmAddressSchema } from './primitives.js'

/** One movement of value inside a transaction, seen from the account whose history it is. */
export const transactionTransferSchema = z.object({
  fungible_info: z
    .object({
      name: z.string(),
      symbol: z.string(),
      icon: z.object({ url: z.string() }),
    })
    .optional(),
  nft_info: z
    .object({
      name: z.string(),
      contract: z.string().optional(),
      token_id: z.string().optional(),
      flags: z.object({ is_spam: z.boolean() }),
      content: z.object({
        preview: z.object({ url: z.string(), content_type: z.string().optional() }).optional(),
      }),
    })
    .optional(),
  direction: z.enum(['in', 'out', 'self']),
  quantity: z.object({ numeric: z.string() }),
  value: z.number().optional(),
  price: z.number().optional(),
})

/** A transaction in the spec's shape. */
export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.enum(['send', 'receive', 'mint', 'burn', 'execute', 'deploy', 'approve']),
    hash: z.string(),
    /** ISO 8601 time of the block. */
    minedAt: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
    status: z.enum(['confirmed', 'failed']),
    nonce: z.number().int(),
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
  params: z.object({ account: evmAddressSchema }),
  query: z.object({
    cursor: z.string().max(200).optional(),
    onramp: z.string().optional(),
    chainId: caipNetworkIdSchema.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  }),
  response: z.object({ data: z.array(transactionSchema), next: z.string().nullable() }),
})

export type HistoryResponse = z.infer<NonNullable<typeof historyRoute.response>>
