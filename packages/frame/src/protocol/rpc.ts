import * as z from 'zod/mini'

/** Read-only methods: answered without an approval, and not aborted when the dapp rejects. */
export const safeRpcMethods = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'wallet_getAssets',
] as const

/** Methods that need the visitor's approval inside the frame (spec §6). */
export const unsafeRpcMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  // Airlock's own: the frame upgrades the embedded EOA with EIP-7702 to its configured delegate,
  // and undoes it.
  'airlock_upgradeAccount',
  'airlock_undoAccountUpgrade',
] as const

export type SafeRpcMethod = (typeof safeRpcMethods)[number]
export type UnsafeRpcMethod = (typeof unsafeRpcMethods)[number]
export type FrameRpcMethod = SafeRpcMethod | UnsafeRpcMethod

/** Whether a method is one the frame serves (spec §5 "Allowed RPC methods"). */
export function isAllowedRpcMethod(method: string): method is FrameRpcMethod {
  return isSafeRpcMethod(method) || isUnsafeRpcMethod(method)
}

/** Whether a method needs no approval (spec §6). */
export function isSafeRpcMethod(method: string): method is SafeRpcMethod {
  return (safeRpcMethods as readonly string[]).includes(method)
}

/** Whether a method opens the approval (spec §6). */
export function isUnsafeRpcMethod(method: string): method is UnsafeRpcMethod {
  return (unsafeRpcMethods as readonly string[]).includes(method)
}

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const evmAddress = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const quantity = z.union([hex, z.number()])

/** Where a request runs: the frame's current chain unless these say otherwise. */
const rpcTarget = {
  chainNamespace: z.optional(z.enum(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])),
  chainId: z.optional(z.union([z.string(), z.number()])),
  rpcUrl: z.optional(z.url()),
}

/** A transaction as `eth_sendTransaction` takes it (quantities as hex, as viem serializes them). */
export const rpcTransactionSchema = z.object({
  from: z.optional(evmAddress),
  to: z.optional(z.nullable(evmAddress)),
  value: z.optional(quantity),
  data: z.optional(hex),
  input: z.optional(hex),
  gas: z.optional(quantity),
  gasPrice: z.optional(quantity),
  maxFeePerGas: z.optional(quantity),
  maxPriorityFeePerGas: z.optional(quantity),
  nonce: z.optional(quantity),
  chainId: z.optional(quantity),
  type: z.optional(z.string()),
  /** Read only to be refused: a page never gets an EIP-7702 authorization signed. */
  authorizationList: z.optional(z.unknown()),
})

const callSchema = z.strictObject({
  to: z.string().check(z.startsWith('0x')),
  data: z.optional(z.string().check(z.startsWith('0x'))),
  value: z.optional(z.union([z.string(), z.number()])),
})

const unsafeRequests = [
  z.strictObject({
    method: z.literal('personal_sign'),
    params: z.tuple([z.string(), evmAddress]),
    ...rpcTarget,
  }),
  z.strictObject({
    method: z.literal('eth_signTypedData_v4'),
    params: z.tuple([evmAddress, z.union([z.string(), z.record(z.string(), z.unknown())])]),
    ...rpcTarget,
  }),
  z.strictObject({
    method: z.literal('eth_sendTransaction'),
    params: z.tuple([rpcTransactionSchema]),
    ...rpcTarget,
  }),
  z.strictObject({
    method: z.literal('wallet_sendCalls'),
    params: z.tuple([
      z.object({
        calls: z.array(callSchema).check(z.minLength(1)),
        from: z.optional(evmAddress),
        chainId: z.optional(quantity),
        version: z.optional(z.string()),
        atomicRequired: z.optional(z.boolean()),
        capabilities: z.optional(z.record(z.string(), z.unknown())),
      }),
    ]),
    ...rpcTarget,
  }),
  z.strictObject({
    // No parameters: the delegate is the frame's own (or none, undone), never the page's.
    method: z.enum(['airlock_upgradeAccount', 'airlock_undoAccountUpgrade']),
    params: z.optional(z.tuple([])),
    ...rpcTarget,
  }),
  z.strictObject({
    method: z.literal('solana_signMessage'),
    params: z.strictObject({ message: z.string(), pubkey: z.string() }),
    ...rpcTarget,
  }),
  z.strictObject({
    method: z.literal('solana_signTransaction'),
    params: z.strictObject({ transaction: z.string() }),
    ...rpcTarget,
  }),
  z.strictObject({
    method: z.literal('solana_signAllTransactions'),
    params: z.strictObject({ transactions: z.array(z.string()) }),
    ...rpcTarget,
  }),
  z.strictObject({
    method: z.literal('solana_signAndSendTransaction'),
    params: z.strictObject({
      transaction: z.string(),
      options: z.optional(
        z.strictObject({
          skipPreflight: z.optional(z.boolean()),
          preflightCommitment: z.optional(z.enum(['processed', 'confirmed', 'finalized'])),
          maxRetries: z.optional(z.number()),
          minContextSlot: z.optional(z.number()),
        }),
      ),
    }),
    ...rpcTarget,
  }),
  z.strictObject({
    method: z.enum([
      'wallet_grantPermissions',
      'wallet_revokePermissions',
      'eth_sendUserOperation',
    ]),
    params: z.optional(z.array(z.unknown())),
    ...rpcTarget,
  }),
] as const

const safeRequest = z.strictObject({
  method: z.enum(safeRpcMethods),
  params: z.optional(z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())])),
  ...rpcTarget,
})

/**
 * The payload of `@w3m-app/RPC_REQUEST`: an allowed method (spec §5) with params of the shape
 * that method takes. Unsafe methods have exact params, since the frame shows them for approval.
 */
export const rpcRequestSchema = z.union([safeRequest, ...unsafeRequests])

export type FrameRpcRequest = z.infer<typeof rpcRequestSchema>
