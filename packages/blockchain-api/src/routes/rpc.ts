import * as z from 'zod/mini'
import { defineRoute } from './defineRoute.js'
import { caipNetworkIdSchema } from './primitives.js'

const jsonRpcIdSchema = z.union([z.string(), z.number(), z.null()])

/** One JSON-RPC 2.0 call as the RPC route accepts it. */
export const jsonRpcRequestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.optional(jsonRpcIdSchema),
  method: z.string().check(z.minLength(1), z.maxLength(128)),
  params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
})

/** One JSON-RPC 2.0 answer: a result or an error. */
export const jsonRpcResponseSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: jsonRpcIdSchema,
  result: z.optional(z.unknown()),
  error: z.optional(
    z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) }),
  ),
})

export type JsonRpcRequest = z.infer<typeof jsonRpcRequestSchema>
export type JsonRpcResponse = z.infer<typeof jsonRpcResponseSchema>

/**
 * `POST /v1/?chainId={caip2}&projectId={id}` (spec §7): blockchain RPC for a chain the server
 * serves, one JSON-RPC call or a batch. Entries are checked one by one, so a batch may mix answers
 * and refusals.
 */
export const rpcRoute = defineRoute({
  method: 'POST',
  path: '/v1/',
  query: z.object({ chainId: caipNetworkIdSchema }),
  body: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]),
  response: z.union([jsonRpcResponseSchema, z.array(jsonRpcResponseSchema)]),
})

/** JSON-RPC error codes the RPC route answers with inside a 200 (EIP-1474). */
export const rpcErrorCodes = {
  invalidRequest: -32600,
  /** The method is not on the server's allowlist: 'Requested RPC call is not allowed'. */
  methodNotAllowed: -32601,
  /** The node's answer was larger than the server passes on. */
  limitExceeded: -32005,
} as const

/** The spec's text for a disallowed RPC call. */
export const rpcNotAllowedMessage = 'Requested RPC call is not allowed'
