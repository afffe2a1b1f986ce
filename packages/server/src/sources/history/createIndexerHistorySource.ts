import type { ChainRuntime } from '../../chains/chainRuntime.js'
import type { Storage } from '../../storage/types.js'
import type { HistorySource, HistoryTransaction, HistoryTransfer } from './historySource.js'

type TransactionRow = {
  hash: string
  block_time: string | number
  block_number: string | number
  tx_index: number
  from_address: string
  to_address: string | null
  nonce: string | number
  status: 'confirmed' | 'failed'
  selector: string | null
}

type TransferRow = {
  tx_hash: string
  log_index: number
  kind: 'native' | 'erc20' | 'erc721' | 'erc1155'
  contract: string | null
  from_address: string
  to_address: string
  amount: string
  token_id: string | null
}

/** History from the built-in index (`account_transactions`, `transfers`), which the indexer fills. */
export function createIndexerHistorySource(storage: Storage, chain: ChainRuntime): HistorySource {
  const chainId = chain.config.id
  return {
    driver: 'indexer',
    async getTransactions(address, { before, limit, hashes }) {
      const values: unknown[] = [address, chainId]
      let where = 'address = $1 and chain_id = $2'
      if (hashes) {
        values.push(hashes)
        where += ` and hash = any($${values.length})`
      }
      if (before) {
        values.push(...before)
        const n = values.length
        where += ` and (block_time, chain_id, block_number, tx_index) < ($${n - 3}, $${n - 2}, $${n - 1}, $${n})`
      }
      values.push(limit + 1)
      const page = await storage.query<{ hash: string }>(
        `select hash from account_transactions where ${where}
         order by block_time desc, block_number desc, tx_index desc limit $${values.length}`,
        values,
      )
      if (page.length === 0) return []
      const pageHashes = page.map((row) => row.hash)
      const [transactions, transfers] = await Promise.all([
        storage.query<TransactionRow>(
          `select hash, block_time, block_number, tx_index, from_address, to_address, nonce, status,
             selector from transactions where chain_id = $1 and hash = any($2)`,
          [chainId, pageHashes],
        ),
        storage.query<TransferRow>(
          `select tx_hash, log_index, kind, contract, from_address, to_address,
             amount::text as amount, token_id::text as token_id
           from transfers where chain_id = $1 and tx_hash = any($2)
           order by log_index, batch_index`,
          [chainId, pageHashes],
        ),
      ])
      const byHash = new Map(transactions.map((tx) => [tx.hash, tx]))
      const transfersByHash = new Map<string, HistoryTransfer[]>()
      for (const row of transfers) {
        const list = transfersByHash.get(row.tx_hash) ?? []
        list.push({
          kind: row.kind,
          contract: row.contract,
          from: row.from_address,
          to: row.to_address,
          amount: BigInt(row.amount),
          tokenId: row.token_id === null ? null : BigInt(row.token_id),
          logIndex: row.log_index,
        })
        transfersByHash.set(row.tx_hash, list)
      }
      return pageHashes.flatMap((hash): HistoryTransaction[] => {
        const tx = byHash.get(hash)
        if (!tx) return []
        return [
          {
            chainId,
            hash: tx.hash,
            blockNumber: Number(tx.block_number),
            txIndex: Number(tx.tx_index),
            time: Number(tx.block_time),
            from: tx.from_address,
            to: tx.to_address,
            nonce: Number(tx.nonce),
            status: tx.status,
            selector: tx.selector,
            transfers: transfersByHash.get(hash) ?? [],
          },
        ]
      })
    },
    async getNfts(address) {
      const [erc721, erc1155] = await Promise.all([
        // Tokens whose latest indexed transfer went to the account.
        storage.query<{ contract: string; tokenId: string }>(
          `select contract, token_id as "tokenId" from (
             select distinct on (contract, token_id) contract, token_id::text as token_id, to_address
             from transfers
             where chain_id = $1 and kind = 'erc721' and (contract, token_id) in (
               select contract, token_id from transfers
               where chain_id = $1 and kind = 'erc721' and to_address = $2)
             order by contract, token_id, block_number desc, log_index desc
           ) latest where to_address = $2`,
          [chainId, address],
        ),
        // Ids the account received, less what it sent: what it holds now.
        storage.query<{ contract: string; tokenId: string; balance: string }>(
          `select contract, token_id::text as "tokenId", balance::text as balance from (
             select contract, token_id,
               sum(case when to_address = $2 then amount else 0 end)
                 - sum(case when from_address = $2 then amount else 0 end) as balance
             from transfers
             where chain_id = $1 and kind = 'erc1155' and (contract, token_id) in (
               select contract, token_id from transfers
               where chain_id = $1 and kind = 'erc1155' and to_address = $2)
               and (to_address = $2 or from_address = $2)
             group by contract, token_id
           ) held where balance > 0`,
          [chainId, address],
        ),
      ])
      return [
        ...erc721.map((row) => ({ kind: 'erc721' as const, ...row, balance: 1n })),
        ...erc1155.map((row) => ({
          ...row,
          kind: 'erc1155' as const,
          balance: BigInt(row.balance),
        })),
      ]
    },
    async getTouchedTokens(address) {
      const rows = await storage.query<{
        address: string
        name: string
        symbol: string
        decimals: number
      }>(
        // From the account's own transfers (by the to/from indexes), not a scan of every
        // transfer per token the index knows.
        `select c.address, c.name, c.symbol, c.decimals from token_contracts c
         where c.chain_id = $1 and c.kind = 'erc20' and c.address in (
           select contract from transfers where chain_id = $1 and to_address = $2
           union
           select contract from transfers where chain_id = $1 and from_address = $2)`,
        [chainId, address],
      )
      return rows.map((row) => ({ ...row, decimals: Number(row.decimals) }))
    },
  }
}
