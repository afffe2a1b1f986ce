import {
  type Address,
  createPublicClient,
  erc721Abi,
  erc1155Abi,
  http,
  numberToHex,
  type PublicClient,
} from 'viem'
import { z } from 'zod'
import type { ChainRuntime } from '../../chains/chainRuntime.js'
import type { Storage } from '../../storage/types.js'
import { DataSourceResponseError } from '../dataSourceErrors.js'
import { describeTokens } from './describeTokens.js'
import {
  compareNewestFirst,
  type HistorySource,
  type HistoryTransaction,
  type HistoryTransfer,
  isBefore,
} from './historySource.js'
import {
  type RpcLog,
  transferBatchTopic,
  transferSingleTopic,
  transfersOfLogs,
  transferTopic,
} from './transfersOfLogs.js'

export type OtterscanHistorySourceOptions = {
  storage: Storage
  chain: ChainRuntime
  /** The node serving `ots_*`; default: the chain's RPC. */
  url?: string | undefined
  /** Most blocks one `eth_getLogs` may span; default: the whole range at once. */
  maxLogsBlockRange?: number | undefined
  /** Accounts whose token discovery is remembered (least recently used ones are dropped). Default: 10,000. */
  maxCachedAccounts?: number | undefined
}

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const quantity = z.union([hex, z.number()]).transform((value) => Number(value))
const address = hex.transform((value) => value.toLowerCase())
const rpcLog = z.object({
  address,
  topics: z.array(hex),
  data: hex,
  logIndex: quantity,
  transactionHash: hex.transform((value) => value.toLowerCase()),
  blockNumber: quantity,
  transactionIndex: quantity,
})
const rpcTransaction = z.object({
  hash: hex.transform((value) => value.toLowerCase()),
  blockNumber: quantity,
  transactionIndex: quantity,
  from: address,
  to: address.nullable().optional(),
  nonce: quantity,
  value: hex.transform((value) => BigInt(value)),
  input: hex,
  /** Otterscan's search adds the block's time (anvil, Erigon 3); else it is read from the block. */
  blockTimestamp: quantity.optional(),
})
const rpcReceipt = z.object({
  transactionHash: hex.transform((value) => value.toLowerCase()),
  status: hex.nullable().optional(),
  contractAddress: address.nullable().optional(),
  logs: z.array(
    rpcLog.partial({ transactionHash: true, blockNumber: true, transactionIndex: true }),
  ),
  /** Otterscan's receipts carry the block's time. */
  timestamp: quantity.optional(),
})
const searchResult = z.object({
  txs: z.array(rpcTransaction),
  receipts: z.array(rpcReceipt),
  firstPage: z.boolean(),
  lastPage: z.boolean(),
})
const internalOperations = z.array(
  z.object({
    type: z.number(),
    from: address,
    to: address,
    value: hex.transform((value) => BigInt(value)),
  }),
)

type RpcTransaction = z.infer<typeof rpcTransaction>
type RpcReceipt = z.infer<typeof rpcReceipt>
type Candidate = { hash: string; blockNumber: number; txIndex: number }
type Discovery = {
  scannedTo: number
  erc20: Set<string>
  /** `contract:tokenId` of the ERC-721 tokens and ERC-1155 ids the account has received. */
  erc721: Set<string>
  erc1155: Set<string>
}

/**
 * History and discovery from the chain's own node through the Otterscan API (level 8: Erigon,
 * Reth with `--http.api ots`, anvil). Transactions the account sent, received or was called in come
 * from `ots_searchTransactionsBefore`; transactions where it only received or sent tokens (which no
 * call trace names) from `eth_getLogs` on the `Transfer`, `TransferSingle` and `TransferBatch`
 * topics; internal ETH transfers from `ots_getInternalOperations`. Nothing is indexed: each page is
 * read when asked.
 */
export function createOtterscanHistorySource(
  options: OtterscanHistorySourceOptions,
): HistorySource {
  const { storage, chain } = options
  const chainId = chain.config.id
  const client: PublicClient = options.url
    ? createPublicClient({
        transport: http(options.url, { batch: true, retryCount: 2, timeout: 10_000 }),
      })
    : chain.client
  const maxCachedAccounts = options.maxCachedAccounts ?? 10_000
  const discoveries = new Map<string, Discovery>()
  const blockTimes = new Map<number, number>()

  const call = async <schema extends z.ZodType>(
    schema: schema,
    method: string,
    params: unknown[],
  ): Promise<z.infer<schema>> => {
    const result = await client.request({
      method: method as 'eth_chainId',
      params: params as never,
    })
    const parsed = schema.safeParse(result)
    if (!parsed.success) {
      throw new DataSourceResponseError(
        'otterscan',
        `${method} answered an unexpected shape: ${parsed.error.issues[0]?.message ?? ''}`,
      )
    }
    return parsed.data
  }
  const head = async () => Number(await client.getBlockNumber({ cacheTime: 0 }))
  const blockTime = async (number: number): Promise<number> => {
    const known = blockTimes.get(number)
    if (known !== undefined) return known
    const block = await call(z.object({ timestamp: quantity }), 'eth_getBlockByNumber', [
      numberToHex(number),
      false,
    ])
    if (blockTimes.size > 10_000) blockTimes.clear()
    blockTimes.set(number, block.timestamp)
    return block.timestamp
  }
  /** The newest block whose time is at most `time` (-1 when none). */
  const lastBlockAtOrBefore = async (time: number, top: number): Promise<number> => {
    let low = 0
    let high = top
    if ((await blockTime(0)) > time) return -1
    while (low < high) {
      const middle = Math.ceil((low + high) / 2)
      if ((await blockTime(middle)) <= time) low = middle
      else high = middle - 1
    }
    return low
  }
  /**
   * `ots_searchTransactionsBefore`. An address the node has no state for (one that only ever
   * received tokens) has no call traces: Reth refuses it ("address does not exist"), so it is an
   * empty, last page.
   */
  const searchBefore = (account: string, block: number, pageSize: number) =>
    call(searchResult, 'ots_searchTransactionsBefore', [account, block, pageSize]).catch(
      (error: unknown) => {
        if (error instanceof Error && /does not exist/i.test(error.message))
          return { txs: [], receipts: [], firstPage: true, lastPage: true }
        throw error
      },
    )
  /**
   * `Transfer`, `TransferSingle` and `TransferBatch` logs naming the account as sender or
   * receiver, newest window first.
   */
  const transferLogs = async (
    account: string,
    fromBlock: number,
    toBlock: number,
    enough?: (windowLow: number, logs: z.infer<typeof rpcLog>[]) => boolean,
  ) => {
    const topic = `0x${account.slice(2).padStart(64, '0')}`
    const span = options.maxLogsBlockRange ?? Number.POSITIVE_INFINITY
    const logs: z.infer<typeof rpcLog>[] = []
    for (let high = toBlock; high >= fromBlock; ) {
      const low = Math.max(
        fromBlock,
        span === Number.POSITIVE_INFINITY ? fromBlock : high - span + 1,
      )
      const range = { fromBlock: numberToHex(low), toBlock: numberToHex(high) }
      const multiToken = [transferSingleTopic, transferBatchTopic]
      const found = await Promise.all([
        // ERC-20 and ERC-721 sent.
        call(z.array(rpcLog), 'eth_getLogs', [{ ...range, topics: [transferTopic, topic] }]),
        // ERC-20 and ERC-721 received, ERC-1155 sent (`from` is its second indexed argument).
        call(z.array(rpcLog), 'eth_getLogs', [
          { ...range, topics: [[transferTopic, ...multiToken], null, topic] },
        ]),
        // ERC-1155 received.
        call(z.array(rpcLog), 'eth_getLogs', [
          { ...range, topics: [multiToken, null, null, topic] },
        ]),
      ])
      logs.push(...found.flat())
      if (enough?.(low, logs)) break
      high = low - 1
    }
    return logs
  }
  /** The account's token contracts and ERC-721 candidates, scanning only blocks not seen before. */
  const discover = async (account: string): Promise<Discovery> => {
    const known = discoveries.get(account)
    const top = await head()
    const discovery = known ?? {
      scannedTo: -1,
      erc20: new Set<string>(),
      erc721: new Set<string>(),
      erc1155: new Set<string>(),
    }
    if (discovery.scannedTo < top) {
      for (const transfer of transfersOfLogs(
        await transferLogs(account, discovery.scannedTo + 1, top),
      )) {
        if (transfer.kind === 'erc20') discovery.erc20.add(transfer.contract as string)
        else if (transfer.to === account)
          discovery[transfer.kind === 'erc721' ? 'erc721' : 'erc1155'].add(
            `${transfer.contract}:${transfer.tokenId}`,
          )
      }
      discovery.scannedTo = top
    }
    discoveries.delete(account)
    discoveries.set(account, discovery)
    if (discoveries.size > maxCachedAccounts)
      discoveries.delete(discoveries.keys().next().value as string)
    return discovery
  }
  /** The transactions behind `candidates`, with every transfer; `known` holds what a search returned. */
  const describe = async (
    candidates: readonly Candidate[],
    known: ReadonlyMap<string, { tx: RpcTransaction; receipt: RpcReceipt | undefined }>,
  ): Promise<HistoryTransaction[]> =>
    Promise.all(
      candidates.map(async ({ hash }) => {
        const found = known.get(hash)
        // The receipt is read whole: a search's receipts may come without their logs (Reth's do).
        const [tx, receipt, operations] = await Promise.all([
          found?.tx ?? call(rpcTransaction, 'eth_getTransactionByHash', [hash]),
          call(rpcReceipt, 'eth_getTransactionReceipt', [hash]),
          call(internalOperations, 'ots_getInternalOperations', [hash]),
        ])
        const time =
          tx.blockTimestamp ??
          found?.receipt?.timestamp ??
          receipt.timestamp ??
          (await blockTime(tx.blockNumber))
        const status = receipt.status === '0x0' ? 'failed' : 'confirmed'
        const to = tx.to ?? receipt.contractAddress ?? null
        const transfers: HistoryTransfer[] = []
        if (status === 'confirmed') {
          if (tx.value > 0n && to) transfers.push(native(tx.from, to, tx.value, -1))
          // The node may list the transaction's own call first (anvil does, Erigon does not).
          let ownCallSkipped = false
          operations.forEach((operation, index) => {
            if (operation.type !== 0 || operation.value === 0n) return
            if (
              !ownCallSkipped &&
              operation.from === tx.from &&
              operation.to === tx.to &&
              operation.value === tx.value
            ) {
              ownCallSkipped = true
              return
            }
            transfers.push(native(operation.from, operation.to, operation.value, -2 - index))
          })
          transfers.push(...transfersOfLogs(receipt.logs as RpcLog[]))
        }
        return {
          chainId,
          hash,
          blockNumber: tx.blockNumber,
          txIndex: tx.transactionIndex,
          time,
          from: tx.from,
          to,
          nonce: tx.nonce,
          status,
          selector: tx.input.length >= 10 ? tx.input.slice(0, 10) : null,
          transfers,
        } satisfies HistoryTransaction
      }),
    )

  return {
    driver: 'otterscan',
    async getTransactions(rawAddress, { before, limit, hashes }) {
      const account = rawAddress.toLowerCase()
      if (hashes) {
        const candidates = await Promise.all(
          hashes.map(async (hash) => {
            const tx = await call(rpcTransaction.nullable(), 'eth_getTransactionByHash', [hash])
            return tx
              ? [{ hash: tx.hash, blockNumber: tx.blockNumber, txIndex: tx.transactionIndex }]
              : []
          }),
        )
        const described = await describe(candidates.flat(), new Map())
        return described
          .filter((tx) => isBefore([tx.time, tx.chainId, tx.blockNumber, tx.txIndex], before))
          .sort(compareNewestFirst)
          .slice(0, limit + 1)
      }
      const top = await head()
      // The newest block that can hold a position before the cursor.
      const maxBlock =
        before === undefined
          ? top
          : before[1] === chainId
            ? Math.min(before[2], top)
            : await lastBlockAtOrBefore(before[1] < chainId ? before[0] - 1 : before[0], top)
      if (maxBlock < 0) return []
      const inRange = (candidate: Candidate) =>
        before === undefined ||
        before[1] !== chainId ||
        candidate.blockNumber < before[2] ||
        (candidate.blockNumber === before[2] && candidate.txIndex < before[3])
      const known = new Map<string, { tx: RpcTransaction; receipt: RpcReceipt | undefined }>()
      const candidates = new Map<string, Candidate>()
      // Whole blocks come back; go on until enough are before the cursor or the history ends.
      let searchFrom = maxBlock + 1
      let complete = false
      while (!complete) {
        // 0 searches from the head (a node refuses a block above it).
        const page = await searchBefore(account, searchFrom > top ? 0 : searchFrom, limit + 1)
        const receipts = new Map(page.receipts.map((receipt) => [receipt.transactionHash, receipt]))
        for (const tx of page.txs) {
          const candidate = {
            hash: tx.hash,
            blockNumber: tx.blockNumber,
            txIndex: tx.transactionIndex,
          }
          if (!inRange(candidate)) continue
          known.set(tx.hash, { tx, receipt: receipts.get(tx.hash) })
          candidates.set(tx.hash, candidate)
        }
        const oldest = Math.min(...page.txs.map((tx) => tx.blockNumber))
        complete = page.lastPage || page.txs.length === 0 || candidates.size > limit || oldest <= 0
        searchFrom = oldest
      }
      const sorted = () =>
        [...candidates.values()].sort(
          (a, b) => b.blockNumber - a.blockNumber || b.txIndex - a.txIndex,
        )
      // The search is complete down to the (limit + 1)th transaction it found; token transfers
      // are looked for down to there (or the chain's start).
      const searched = sorted()
      const floor = searched.length > limit ? (searched[limit] as Candidate).blockNumber : 0
      await transferLogs(account, floor, maxBlock, (windowLow, logs) => {
        for (const log of logs) {
          const candidate = {
            hash: log.transactionHash,
            blockNumber: log.blockNumber,
            txIndex: log.transactionIndex,
          }
          if (inRange(candidate)) candidates.set(log.transactionHash, candidate)
        }
        return (
          [...candidates.values()].filter((candidate) => candidate.blockNumber >= windowLow)
            .length > limit
        )
      })
      const page = await describe(sorted().slice(0, limit + 1), known)
      return page
        .filter((tx) => isBefore([tx.time, tx.chainId, tx.blockNumber, tx.txIndex], before))
        .sort(compareNewestFirst)
    },
    async getNfts(rawAddress) {
      const account = rawAddress.toLowerCase()
      const { erc721, erc1155 } = await discover(account)
      const split = (key: string) => {
        const [contract, tokenId] = key.split(':') as [string, string]
        return { contract, tokenId }
      }
      // What the chain says now: the owner of each ERC-721 token, the balance of each ERC-1155 id.
      const [owned, held] = await Promise.all([
        Promise.all(
          [...erc721].map(split).map(async (token) => {
            const owner = await client
              .readContract({
                address: token.contract as Address,
                abi: erc721Abi,
                functionName: 'ownerOf',
                args: [BigInt(token.tokenId)],
              })
              .catch(() => null)
            return owner?.toLowerCase() === account
              ? [{ kind: 'erc721' as const, ...token, balance: 1n }]
              : []
          }),
        ),
        Promise.all(
          [...erc1155].map(split).map(async (token) => {
            const balance = await client
              .readContract({
                address: token.contract as Address,
                abi: erc1155Abi,
                functionName: 'balanceOf',
                args: [account as Address, BigInt(token.tokenId)],
              })
              .catch(() => 0n)
            return balance > 0n ? [{ kind: 'erc1155' as const, ...token, balance }] : []
          }),
        ),
      ])
      return [...owned.flat(), ...held.flat()]
    },
    async getTouchedTokens(rawAddress) {
      const { erc20 } = await discover(rawAddress.toLowerCase())
      const described = await describeTokens(
        storage,
        chain,
        new Map([...erc20].map((contract) => [contract, 'erc20' as const])),
      )
      return [...described.values()]
        .filter((token) => token.kind === 'erc20')
        .map(({ address, name, symbol, decimals }) => ({ address, name, symbol, decimals }))
    },
  }
}

function native(from: string, to: string, amount: bigint, logIndex: number): HistoryTransfer {
  return { kind: 'native', contract: null, from, to, amount, tokenId: null, logIndex }
}
