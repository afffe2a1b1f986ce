import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'
import { isBitcoinAddress } from './primitives.js'

/**
 * The Esplora-compatible Bitcoin API (shapes of Blockstream's Esplora `API.md`), served by the
 * Airlock server per bip122 network under `/v1/bitcoin/{network}`, where `network` is the CAIP-2
 * reference (`0f9188f13cb7b2c71f2a335e3a4fc328` for regtest). Values are in sats.
 */

const networkReferenceSchema = z
  .string()
  .check(z.regex(/^[-_a-zA-Z0-9]{1,32}$/, 'Invalid bip122 network reference'))

/** A Bitcoin address: bech32/bech32m (`bc1…`, `tb1…`, `bcrt1…`) or base58. */
export const bitcoinAddressSchema = z
  .string()
  .check(z.refine(isBitcoinAddress, { error: 'Invalid Bitcoin address' }))

const txidSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'Invalid transaction id'))

export const bitcoinTxStatusSchema = z.object({
  confirmed: z.boolean(),
  block_height: z.optional(z.number()),
  block_hash: z.optional(z.string()),
  block_time: z.optional(z.number()),
})

export const bitcoinUtxoSchema = z.object({
  txid: txidSchema,
  vout: z.number().check(z.int(), z.gte(0)),
  value: z.number().check(z.int(), z.gte(0)),
  status: bitcoinTxStatusSchema,
})

export type BitcoinUtxo = z.infer<typeof bitcoinUtxoSchema>

const outputSchema = z.object({
  scriptpubkey: z.string(),
  scriptpubkey_type: z.optional(z.string()),
  scriptpubkey_address: z.optional(z.string()),
  value: z.number(),
})

export const bitcoinTransactionSchema = z.object({
  txid: txidSchema,
  version: z.number(),
  locktime: z.number(),
  size: z.optional(z.number()),
  weight: z.optional(z.number()),
  fee: z.optional(z.number()),
  vin: z.array(
    z.object({
      txid: z.string(),
      vout: z.number(),
      prevout: z.nullable(outputSchema),
      is_coinbase: z.boolean(),
      sequence: z.number(),
      witness: z.optional(z.array(z.string())),
    }),
  ),
  vout: z.array(outputSchema),
  status: bitcoinTxStatusSchema,
})

export type BitcoinTransaction = z.infer<typeof bitcoinTransactionSchema>

/** `GET /v1/bitcoin/{network}/address/{address}/utxo`: the address's unspent outputs. */
export const bitcoinUtxosRoute = defineRoute({
  method: 'GET',
  path: '/v1/bitcoin/{network}/address/{address}/utxo',
  params: z.object({ network: networkReferenceSchema, address: bitcoinAddressSchema }),
  response: z.array(bitcoinUtxoSchema),
})

/** `GET /v1/bitcoin/{network}/address/{address}/txs`: mempool first, then confirmed, newest first. */
export const bitcoinAddressTransactionsRoute = defineRoute({
  method: 'GET',
  path: '/v1/bitcoin/{network}/address/{address}/txs',
  params: z.object({ network: networkReferenceSchema, address: bitcoinAddressSchema }),
  response: z.array(bitcoinTransactionSchema),
})

/**
 * `GET /v1/bitcoin/{network}/address/{address}/txs/chain/{afterTxid}`: the next page of confirmed
 * transactions, those older than `afterTxid` (Esplora's paging).
 */
export const bitcoinAddressChainTransactionsRoute = defineRoute({
  method: 'GET',
  path: '/v1/bitcoin/{network}/address/{address}/txs/chain/{afterTxid}',
  params: z.object({
    network: networkReferenceSchema,
    address: bitcoinAddressSchema,
    afterTxid: txidSchema,
  }),
  response: z.array(bitcoinTransactionSchema),
})

/** `POST /v1/bitcoin/{network}/tx`: broadcasts a raw transaction (hex body); answers its txid. */
export const bitcoinBroadcastRoute = defineRoute({
  method: 'POST',
  path: '/v1/bitcoin/{network}/tx',
  params: z.object({ network: networkReferenceSchema }),
  body: z.string().check(z.regex(/^([0-9a-fA-F]{2})+$/, 'Expected a raw transaction in hex')),
  response: txidSchema,
})

/** `GET /v1/bitcoin/{network}/fee-estimates`: confirmation target in blocks → fee rate in sat/vB. */
export const bitcoinFeeEstimatesRoute = defineRoute({
  method: 'GET',
  path: '/v1/bitcoin/{network}/fee-estimates',
  params: z.object({ network: networkReferenceSchema }),
  response: z.record(z.string(), z.number()),
})

export type BitcoinFeeEstimates = z.infer<NonNullable<typeof bitcoinFeeEstimatesRoute.response>>
