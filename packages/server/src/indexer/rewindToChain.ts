import { BlockNotFoundError } from 'viem'
import type { ChainRuntime } from '../chains/chainRuntime.js'
import type { Storage } from '../storage/types.js'

/** How many of the last indexed blocks keep their hash, to find where a changed chain parted. */
export const keptBlockHashes = 64

export type RewindToChainReturnType = {
  /** The block to index next. */
  nextBlock: number
  /** Hash of the block before it, when known. */
  lastHash: string | null
}

/**
 * Forgets what was indexed from blocks the chain no longer has: after a reorganisation, or a
 * devnet started again from its seeded state under a database that outlived it. Keeps everything
 * up to the last indexed block the chain still has (same number, same hash); with none in common
 * (hashes kept only for the last `keptBlockHashes` blocks) forgets the chain's whole index, token
 * descriptions and NFT metadata included, and starts again at `startBlock`.
 */
export async function rewindToChain(
  storage: Storage,
  chain: ChainRuntime,
  startBlock: number,
): Promise<RewindToChainReturnType> {
  const chainId = chain.config.id
  const kept = await storage.query<{ number: string | number; hash: string }>(
    'select number, hash from indexed_blocks where chain_id = $1 order by number desc',
    [chainId],
  )
  let common: { number: number; hash: string } | undefined
  for (const row of kept) {
    if ((await getBlockHash(chain, Number(row.number))) === row.hash) {
      common = { number: Number(row.number), hash: row.hash }
      break
    }
  }
  const nextBlock = common ? common.number + 1 : startBlock
  await storage.transaction(async (query) => {
    for (const table of ['account_transactions', 'transfers', 'transactions']) {
      await query(`delete from ${table} where chain_id = $1 and block_number >= $2`, [
        chainId,
        nextBlock,
      ])
    }
    await query('delete from indexed_blocks where chain_id = $1 and number >= $2', [
      chainId,
      nextBlock,
    ])
    if (!common) {
      await query('delete from token_contracts where chain_id = $1', [chainId])
      await query('delete from nft_metadata where chain_id = $1', [chainId])
    }
    await query(
      `insert into chain_cursors (chain_id, next_block) values ($1, $2)
       on conflict (chain_id) do update set next_block = excluded.next_block, updated_at = now()`,
      [chainId, nextBlock],
    )
  })
  return { nextBlock, lastHash: common?.hash ?? null }
}

/** The chain's hash for a block number; null when it has no such block. RPC failures throw. */
export async function getBlockHash(chain: ChainRuntime, number: number): Promise<string | null> {
  try {
    return (await chain.client.getBlock({ blockNumber: BigInt(number) })).hash
  } catch (error) {
    if (error instanceof BlockNotFoundError) return null
    throw error
  }
}
