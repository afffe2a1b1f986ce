import { type Address, erc20Abi, erc721Abi } from 'viem'
import type { ChainRuntime } from '../chains/chainRuntime.js'
import type { Storage } from '../storage/types.js'
import { type IndexedBlock, readBlock, zeroAddress } from './readBlock.js'
import { getBlockHash, keptBlockHashes, rewindToChain } from './rewindToChain.js'

export type IndexerOptions = {
  /** How often to look for new blocks. Default: 1000 ms. */
  pollIntervalMs?: number | undefined
  /** First block to index on a fresh database. Default: 0. */
  startBlock?: number | undefined
  /** Blocks read per step. Default: 50. */
  batchSize?: number | undefined
}

export type Indexer = {
  /** True once every chain has caught up with its head at least once. */
  isCaughtUp: () => boolean
  /** Per chain: the next block to read and whether it is caught up. */
  status: () => Record<string, { nextBlock: number; caughtUp: boolean; lastError: string | null }>
  stop: () => Promise<void>
}

type Logger = { warn: (object: object, message: string) => void }

type ChainState = {
  nextBlock: number
  /** Hash of block `nextBlock - 1` as indexed, when known. */
  lastHash: string | null
  /** Whether the chain was found to still have that block since this process started. */
  checked: boolean
  caughtUp: boolean
  lastError: string | null
}

/**
 * Follows every chain from its stored cursor: reads blocks with their receipts, records the
 * transactions, transfers and the accounts they touch, then moves the cursor, all in one database
 * transaction per step, so a restart resumes without gaps or duplicates. When the chain no longer
 * has the last block indexed (a reorganisation, or a devnet re-seeded under a database that
 * outlived it), what was indexed from the blocks it lost is forgotten first.
 */
export function createIndexer(
  storage: Storage,
  chains: readonly ChainRuntime[],
  options: IndexerOptions,
  logger: Logger,
): Indexer {
  const pollIntervalMs = options.pollIntervalMs ?? 1000
  const batchSize = options.batchSize ?? 50
  const state = new Map(
    chains.map((chain): [string, ChainState] => [
      chain.caipId,
      { nextBlock: -1, lastHash: null, checked: false, caughtUp: false, lastError: null },
    ]),
  )
  let stopped = false
  // Each chain's loop, while it waits for the next poll, leaves a way to wake it here.
  const sleepers = new Set<() => void>()
  const loops = chains.map(async (chain) => {
    const chainState = state.get(chain.caipId)!
    while (!stopped) {
      let moreToRead = false
      try {
        moreToRead = await step(
          storage,
          chain,
          chainState,
          // A chain's own `data.history.startBlock` wins over the indexer's.
          startBlockOf(chain) ?? options.startBlock ?? 0,
          batchSize,
          logger,
        )
        chainState.lastError = null
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0]! : String(error)
        if (chainState.lastError !== message) {
          logger.warn({ chain: chain.caipId, err: message }, 'indexer step failed')
        }
        chainState.lastError = message
      }
      if (!moreToRead && !stopped) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer)
            sleepers.delete(wake)
            resolve()
          }
          const timer = setTimeout(wake, pollIntervalMs)
          sleepers.add(wake)
        })
      }
    }
  })
  return {
    isCaughtUp: () => [...state.values()].every((chain) => chain.caughtUp),
    status: () =>
      Object.fromEntries(
        [...state].map(([caipId, { nextBlock, caughtUp, lastError }]) => [
          caipId,
          { nextBlock, caughtUp, lastError },
        ]),
      ),
    stop: async () => {
      stopped = true
      for (const wake of [...sleepers]) wake()
      await Promise.allSettled(loops)
    },
  }
}

function startBlockOf(chain: ChainRuntime): number | undefined {
  const history = chain.config.data?.history
  return history?.driver === 'indexer' ? history.startBlock : undefined
}

async function step(
  storage: Storage,
  chain: ChainRuntime,
  chainState: ChainState,
  startBlock: number,
  batchSize: number,
  logger: Logger,
): Promise<boolean> {
  const chainId = chain.config.id
  if (chainState.nextBlock < 0) {
    const [cursor] = await storage.query<{ next_block: string | number }>(
      'select next_block from chain_cursors where chain_id = $1',
      [chainId],
    )
    const nextBlock = cursor ? Number(cursor.next_block) : startBlock
    const [last] = await storage.query<{ hash: string }>(
      'select hash from indexed_blocks where chain_id = $1 and number = $2',
      [chainId, nextBlock - 1],
    )
    chainState.nextBlock = nextBlock
    chainState.lastHash = last?.hash ?? null
  }
  const head = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
  // Once per start: the chain may have been re-seeded or reorganised while this process was away.
  if (!chainState.checked && chainState.lastHash !== null && head >= chainState.nextBlock - 1) {
    const hash = await getBlockHash(chain, chainState.nextBlock - 1)
    chainState.checked = true
    if (hash !== chainState.lastHash) return rewind(storage, chain, chainState, startBlock, logger)
  }
  chainState.checked = true
  if (head < chainState.nextBlock - 1) return rewind(storage, chain, chainState, startBlock, logger)
  if (chainState.nextBlock > head) {
    chainState.caughtUp = true
    return false
  }
  const last = Math.min(head, chainState.nextBlock + batchSize - 1)
  const numbers = Array.from(
    { length: last - chainState.nextBlock + 1 },
    (_, i) => chainState.nextBlock + i,
  )
  const blocks = await mapLimit(numbers, 8, (number) => readBlock(chain.client, number))
  if (chainState.lastHash !== null && blocks[0]?.parentHash !== chainState.lastHash) {
    return rewind(storage, chain, chainState, startBlock, logger)
  }
  const contracts = await describeNewContracts(storage, chain, blocks)
  await storage.transaction(async (query) => {
    for (const contract of contracts) {
      await query(
        `insert into token_contracts (chain_id, address, kind, name, symbol, decimals)
         values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
        [
          chainId,
          contract.address,
          contract.kind,
          contract.name,
          contract.symbol,
          contract.decimals,
        ],
      )
    }
    for (const block of blocks) {
      await writeBlock(query, chainId, block)
      await query(
        `insert into indexed_blocks (chain_id, number, hash) values ($1, $2, $3)
         on conflict (chain_id, number) do update set hash = excluded.hash`,
        [chainId, block.number, block.hash],
      )
    }
    await query('delete from indexed_blocks where chain_id = $1 and number <= $2', [
      chainId,
      last - keptBlockHashes,
    ])
    await query(
      `insert into chain_cursors (chain_id, next_block) values ($1, $2)
       on conflict (chain_id) do update set next_block = excluded.next_block, updated_at = now()`,
      [chainId, last + 1],
    )
  })
  chainState.nextBlock = last + 1
  chainState.lastHash = blocks.at(-1)?.hash ?? null
  if (last === head) chainState.caughtUp = true
  return last < head
}

/** Forgets the blocks the chain no longer has, then resumes after the last one it still has. */
async function rewind(
  storage: Storage,
  chain: ChainRuntime,
  chainState: ChainState,
  startBlock: number,
  logger: Logger,
): Promise<boolean> {
  const from = chainState.nextBlock
  const { nextBlock, lastHash } = await rewindToChain(storage, chain, startBlock)
  chainState.nextBlock = nextBlock
  chainState.lastHash = lastHash
  logger.warn(
    { chain: chain.caipId, indexedUpTo: from - 1, resumingAt: nextBlock },
    'the chain no longer has the last indexed blocks (re-seeded or reorganised): their history is forgotten',
  )
  return true
}

async function writeBlock(query: Storage['query'], chainId: number, block: IndexedBlock) {
  const txIndexByHash = new Map(block.transactions.map((tx) => [tx.hash, tx.txIndex]))
  const accounts = new Map<string, Set<string>>()
  const touch = (hash: string, address: string | null) => {
    if (!address || address === zeroAddress) return
    if (!accounts.has(hash)) accounts.set(hash, new Set())
    accounts.get(hash)!.add(address)
  }
  for (const tx of block.transactions) {
    await query(
      `insert into transactions (chain_id, hash, block_number, tx_index, block_time, from_address,
         to_address, nonce, status, value, selector)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict do nothing`,
      [
        chainId,
        tx.hash,
        block.number,
        tx.txIndex,
        block.time,
        tx.from,
        tx.to,
        tx.nonce,
        tx.status,
        tx.value.toString(),
        tx.selector,
      ],
    )
    touch(tx.hash, tx.from)
    touch(tx.hash, tx.to)
  }
  for (const transfer of block.transfers) {
    await query(
      `insert into transfers (chain_id, tx_hash, log_index, batch_index, block_number, kind,
         contract, from_address, to_address, amount, token_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) on conflict do nothing`,
      [
        chainId,
        transfer.txHash,
        transfer.logIndex,
        transfer.batchIndex,
        block.number,
        transfer.kind,
        transfer.contract,
        transfer.from,
        transfer.to,
        transfer.amount.toString(),
        transfer.tokenId?.toString() ?? null,
      ],
    )
    touch(transfer.txHash, transfer.from)
    touch(transfer.txHash, transfer.to)
  }
  for (const [hash, addresses] of accounts) {
    for (const address of addresses) {
      await query(
        `insert into account_transactions (address, chain_id, hash, block_time, block_number, tx_index)
         values ($1, $2, $3, $4, $5, $6) on conflict do nothing`,
        [address, chainId, hash, block.time, block.number, txIndexByHash.get(hash) ?? 0],
      )
    }
  }
}

type ContractDescription = {
  address: string
  kind: 'erc20' | 'erc721' | 'erc1155'
  name: string
  symbol: string
  decimals: number
}

/** Name, symbol and decimals of token contracts seen for the first time. */
async function describeNewContracts(
  storage: Storage,
  chain: ChainRuntime,
  blocks: IndexedBlock[],
): Promise<ContractDescription[]> {
  const seen = new Map<string, 'erc20' | 'erc721' | 'erc1155'>()
  for (const block of blocks) {
    for (const transfer of block.transfers) {
      if (transfer.contract && transfer.kind !== 'native')
        seen.set(transfer.contract, transfer.kind)
    }
  }
  if (seen.size === 0) return []
  const known = await storage.query<{ address: string }>(
    'select address from token_contracts where chain_id = $1 and address = any($2)',
    [chain.config.id, [...seen.keys()]],
  )
  for (const row of known) seen.delete(row.address)
  return mapLimit([...seen], 4, async ([address, kind]) => {
    const read = <result>(functionName: 'name' | 'symbol' | 'decimals', fallback: result) =>
      chain.client
        .readContract({
          address: address as Address,
          abi: kind === 'erc20' ? erc20Abi : erc721Abi,
          functionName: functionName as 'name',
        })
        .then((value) => value as result)
        .catch(() => fallback)
    const [name, symbol, decimals] = await Promise.all([
      read('name', 'Unknown token'),
      read('symbol', '???'),
      kind === 'erc20' ? read('decimals', 18) : Promise.resolve(0),
    ])
    return { address, kind, name, symbol, decimals: Number(decimals) }
  })
}

async function mapLimit<item, result>(
  items: readonly item[],
  limit: number,
  work: (item: item) => Promise<result>,
): Promise<result[]> {
  const results: result[] = new Array(items.length)
  let next = 0
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index] as item)
    }
  })
  await Promise.all(workers)
  return results
}
