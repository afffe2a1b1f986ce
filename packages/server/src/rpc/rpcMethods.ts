/**
 * Methods the RPC route forwards: reads, fee data and raw-transaction broadcast. Nothing that
 * administers, debugs or mines a node, uses its accounts (`eth_sendTransaction`, `eth_sign*`,
 * `personal_*`, `eth_accounts`) or keeps state on one node (filters, subscriptions).
 */
export const allowedRpcMethods: ReadonlySet<string> = new Set([
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
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
  'eth_sendRawTransaction',
  'eth_syncing',
  'net_listening',
  'net_version',
  'web3_clientVersion',
])

/**
 * How a method's answer may be kept: `forever` when the answer can never change (the chain id, a
 * block named by its hash), `final` when it cannot change once its block is final (receipts).
 */
export function immutability(method: string): 'forever' | 'final' | undefined {
  switch (method) {
    case 'eth_chainId':
    case 'net_version':
    case 'eth_getBlockByHash':
    case 'eth_getBlockTransactionCountByHash':
      return 'forever'
    case 'eth_getTransactionReceipt':
      return 'final'
    default:
      return undefined
  }
}
