/** How a method's answer may be kept (see `RpcDialect.immutability`). */
type Immutability = 'forever' | 'final' | undefined

/** What the RPC route knows of one namespace's JSON-RPC. */
export type RpcDialect = {
  /** The methods forwarded; everything else is refused without reaching a node. */
  allowed: ReadonlySet<string>
  /**
   * `forever` when the answer can never change (a chain id, a block named by its hash), `final`
   * when it cannot once its block is final (eip155 receipts, checked against the head).
   */
  immutability: (method: string) => Immutability
  /**
   * A call every node of the chain answers, and whether its answer proves the node is on the
   * chain named by the CAIP-2 reference (the pool's health check).
   */
  probe: {
    method: string
    params: unknown[]
    isChain: (result: unknown, reference: string) => boolean
  }
  /**
   * Calls that can keep a node busy for long (log scans, execution, tracing, account scans): one
   * that times out is not sent to the next node, which would only repeat the work.
   */
  isHeavy: (method: string) => boolean
  /**
   * Send upstream as a batch even for one call: Bitcoin Core answers a failed single call with
   * HTTP 500 (which the pool takes for a broken node), a batch always with 200.
   */
  alwaysBatch: boolean
}

/**
 * eip155: reads, fee data, simulation and raw-transaction broadcast. A transaction preview's
 * reads: `eth_simulateV1` (what a transaction would move), and Otterscan's contract creator and
 * address search (whether a recipient contract has any history; Erigon, Reth and anvil serve
 * them). Nothing that administers, debugs or mines a node, uses its accounts
 * (`eth_sendTransaction`, `eth_sign*`, `personal_*`, `eth_accounts`) or keeps state on one node
 * (filters, subscriptions).
 */
const eip155Methods: ReadonlySet<string> = new Set([
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
  'eth_simulateV1',
  'eth_syncing',
  'net_listening',
  'net_version',
  'ots_getApiLevel',
  'ots_getContractCreator',
  'ots_searchTransactionsAfter',
  'web3_clientVersion',
])

/** eip155 calls that execute code or scan the chain. */
const eip155Heavy: ReadonlySet<string> = new Set([
  'eth_call',
  'eth_createAccessList',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_getBlockReceipts',
  'eth_getLogs',
  'eth_getProof',
  'eth_simulateV1',
])

const eip155: RpcDialect = {
  allowed: eip155Methods,
  immutability: (method) => {
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
  },
  probe: {
    method: 'eth_chainId',
    params: [],
    isChain: (result, reference) =>
      typeof result === 'string' && Number(result) === Number(reference),
  },
  isHeavy: (method) => eip155Heavy.has(method) || /^(debug|trace|ots)_/.test(method),
  alwaysBatch: false,
}

/** solana calls that scan accounts, blocks or signatures, or execute a transaction. */
const solanaHeavy: ReadonlySet<string> = new Set([
  'getBlock',
  'getBlocks',
  'getBlocksWithLimit',
  'getLargestAccounts',
  'getMultipleAccounts',
  'getProgramAccounts',
  'getSignaturesForAddress',
  'getSupply',
  'getTokenAccountsByOwner',
  'getTokenLargestAccounts',
  'simulateTransaction',
])

/**
 * solana: account and token reads, blocks and transactions, fees, simulation and broadcast.
 * Refused: airdrops (a faucet is not the route's to give), the validator's own identity and
 * vote accounts, and the whole program-account scan (`getProgramAccounts`, unbounded).
 */
const solana: RpcDialect = {
  allowed: new Set([
    'getAccountInfo',
    'getBalance',
    'getBlock',
    'getBlockCommitment',
    'getBlockHeight',
    'getBlockTime',
    'getBlocks',
    'getBlocksWithLimit',
    'getEpochInfo',
    'getEpochSchedule',
    'getFeeForMessage',
    'getFirstAvailableBlock',
    'getGenesisHash',
    'getHealth',
    'getLatestBlockhash',
    'getMinimumBalanceForRentExemption',
    'getMultipleAccounts',
    'getRecentPrioritizationFees',
    'getSignatureStatuses',
    'getSignaturesForAddress',
    'getSlot',
    'getTokenAccountBalance',
    'getTokenAccountsByOwner',
    'getTokenSupply',
    'getTransaction',
    'getTransactionCount',
    'getVersion',
    'isBlockhashValid',
    'sendTransaction',
    'simulateTransaction',
  ]),
  immutability: (method) => (method === 'getGenesisHash' ? 'forever' : undefined),
  probe: {
    method: 'getGenesisHash',
    params: [],
    // The CAIP-2 reference is the genesis hash's first 32 characters.
    isChain: (result, reference) => typeof result === 'string' && result.slice(0, 32) === reference,
  },
  isHeavy: (method) => solanaHeavy.has(method),
  alwaysBatch: false,
}

/** bip122 calls that read whole blocks or the UTXO set. */
const bip122Heavy: ReadonlySet<string> = new Set([
  'getblock',
  'getblockstats',
  'gettxoutsetinfo',
  'scantxoutset',
])

/**
 * bip122 (Bitcoin Core's JSON-RPC): chain and mempool reads, fee estimates, transaction checks
 * and broadcast. Nothing of the node's wallet, mining, peers or control, and no
 * `scantxoutset` (minutes of work on a real chain). Answers carry confirmation counts, so none
 * is kept.
 */
const bip122: RpcDialect = {
  allowed: new Set([
    'decoderawtransaction',
    'decodescript',
    'estimatesmartfee',
    'getbestblockhash',
    'getblock',
    'getblockchaininfo',
    'getblockcount',
    'getblockhash',
    'getblockheader',
    'getblockstats',
    'getchaintips',
    'getdifficulty',
    'getmempoolentry',
    'getmempoolinfo',
    'getrawtransaction',
    'gettxout',
    'sendrawtransaction',
    'testmempoolaccept',
    'validateaddress',
  ]),
  immutability: () => undefined,
  probe: {
    method: 'getblockchaininfo',
    params: [],
    // By the chain's name rather than its genesis hash: a regtest node of another genesis (the
    // local stack's) serves Bitcoin regtest's CAIP-2 id, which names regtest by convention.
    isChain: (result, reference) => {
      const chain = (result as { chain?: unknown } | null)?.chain
      if (typeof chain !== 'string') return false
      const expected = bitcoinChainNames[reference]
      return expected === undefined || chain === expected
    },
  },
  isHeavy: (method) => bip122Heavy.has(method),
  alwaysBatch: true,
}

/** The name Bitcoin Core's `getblockchaininfo` gives each well-known chain, by CAIP-2 reference. */
const bitcoinChainNames: Record<string, string> = {
  '000000000019d6689c085ae165831e93': 'main',
  '000000000933ea01ad0ee984209779ba': 'test',
  '00000000da84f2bafbbc53dee25a72ae': 'testnet4',
  '00000008819873e925422c1ff0f99f7c': 'signet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
}

/** The dialect of a CAIP-2 chain id's namespace, or undefined for one the route does not speak. */
export function rpcDialectOf(caipChainId: string): RpcDialect | undefined {
  const namespace = caipChainId.slice(0, caipChainId.indexOf(':'))
  return namespace === 'eip155'
    ? eip155
    : namespace === 'solana'
      ? solana
      : namespace === 'bip122'
        ? bip122
        : undefined
}
