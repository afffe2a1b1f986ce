import * as z from 'zod/mini'

// What a wallet (or anyone who knows a topic's key) may send: every decrypted payload is checked
// against these before it is acted on.

const hexKey = z.string().check(z.regex(/^[0-9a-f]{64}$/i))
const stringArray = z.array(z.string())

export const metadataSchema = z.object({
  name: z.string(),
  description: z.optional(z.string()),
  url: z.string(),
  icons: z.optional(stringArray),
})

export const sessionNamespaceSchema = z.object({
  accounts: z.array(z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:.+$/))),
  chains: z.optional(stringArray),
  methods: stringArray,
  events: stringArray,
})

export const rpcErrorSchema = z.object({
  code: z.number(),
  message: z.string(),
  data: z.optional(z.unknown()),
})

const rpcId = z.number()

/** A JSON-RPC request inside an envelope. */
export const rpcRequestSchema = z.object({
  id: rpcId,
  jsonrpc: z.literal('2.0'),
  method: z.string(),
  params: z.optional(z.unknown()),
})

/** A JSON-RPC response inside an envelope: a result or an error. */
export const rpcResponseSchema = z.union([
  z.object({ id: rpcId, jsonrpc: z.literal('2.0'), result: z.unknown() }),
  z.object({ id: rpcId, jsonrpc: z.literal('2.0'), error: rpcErrorSchema }),
])

/** The wallet's answer to `wc_sessionPropose`. */
export const proposeResultSchema = z.object({
  relay: z.object({ protocol: z.string() }),
  responderPublicKey: hexKey,
})

/** Params of each request a wallet sends the dapp. */
export const walletRequestParams = {
  wc_sessionSettle: z.object({
    relay: z.object({ protocol: z.string() }),
    namespaces: z.record(z.string(), sessionNamespaceSchema),
    controller: z.object({ publicKey: hexKey, metadata: metadataSchema }),
    expiry: z.number(),
  }),
  wc_sessionUpdate: z.object({ namespaces: z.record(z.string(), sessionNamespaceSchema) }),
  wc_sessionExtend: z.object({ expiry: z.optional(z.number()) }),
  wc_sessionEvent: z.object({
    event: z.object({ name: z.string(), data: z.unknown() }),
    chainId: z.string(),
  }),
  wc_sessionDelete: z.object({ code: z.number(), message: z.string() }),
  wc_sessionPing: z.unknown(),
  wc_pairingDelete: z.object({ code: z.number(), message: z.string() }),
  wc_pairingPing: z.unknown(),
} as const

export type WalletRequestMethod = keyof typeof walletRequestParams
export type WalletRequestParams<method extends WalletRequestMethod> = z.infer<
  (typeof walletRequestParams)[method]
>
export type SessionNamespaceValue = z.infer<typeof sessionNamespaceSchema>
export type PeerMetadata = z.infer<typeof metadataSchema>

export function isWalletRequestMethod(method: string): method is WalletRequestMethod {
  return Object.hasOwn(walletRequestParams, method)
}
