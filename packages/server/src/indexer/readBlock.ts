import { type Hex, numberToHex, type PublicClient } from 'viem'
import { transfersOfLogs } from '../sources/history/transfersOfLogs.js'

const zero = '0x0000000000000000000000000000000000000000'

type IndexedTransaction = {
  hash: string
  txIndex: number
  from: string
  to: string | null
  nonce: number
  status: 'confirmed' | 'failed'
  value: bigint
  selector: string | null
}

type IndexedTransfer = {
  txHash: string
  /** -1 for the transaction's own native value. */
  logIndex: number
  /** The id's place in its ERC-1155 `TransferBatch` (0 for any other transfer). */
  batchIndex: number
  kind: 'native' | 'erc20' | 'erc721' | 'erc1155'
  contract: string | null
  from: string
  to: string
  amount: bigint
  tokenId: bigint | null
}

export type IndexedBlock = {
  number: number
  hash: string
  parentHash: string
  time: number
  transactions: IndexedTransaction[]
  transfers: IndexedTransfer[]
}

type RpcReceipt = {
  transactionHash: Hex
  status: Hex
  contractAddress: Hex | null
  logs: { address: Hex; topics: Hex[]; data: Hex; logIndex: Hex }[]
}

/** Reads one block with its receipts and extracts native, ERC-20, ERC-721 and ERC-1155 transfers. */
export async function readBlock(client: PublicClient, blockNumber: number): Promise<IndexedBlock> {
  const [block, receipts] = await Promise.all([
    client.getBlock({ blockNumber: BigInt(blockNumber), includeTransactions: true }),
    client.request({
      method: 'eth_getBlockReceipts' as 'eth_getBlockByNumber',
      params: [numberToHex(blockNumber) as never] as never,
    }) as unknown as Promise<RpcReceipt[] | null>,
  ])
  const receiptByHash = new Map(
    (receipts ?? []).map((receipt) => [receipt.transactionHash, receipt]),
  )
  const transactions: IndexedTransaction[] = []
  const transfers: IndexedTransfer[] = []
  for (const tx of block.transactions) {
    const receipt = receiptByHash.get(tx.hash)
    const status = receipt?.status === '0x0' ? 'failed' : 'confirmed'
    const to = tx.to?.toLowerCase() ?? receipt?.contractAddress?.toLowerCase() ?? null
    transactions.push({
      hash: tx.hash,
      txIndex: tx.transactionIndex ?? 0,
      from: tx.from.toLowerCase(),
      to,
      nonce: tx.nonce,
      status,
      value: tx.value,
      selector: tx.input.length >= 10 ? tx.input.slice(0, 10) : null,
    })
    if (status === 'failed') continue
    if (tx.value > 0n && to) {
      transfers.push({
        txHash: tx.hash,
        logIndex: -1,
        batchIndex: 0,
        kind: 'native',
        contract: null,
        from: tx.from.toLowerCase(),
        to,
        amount: tx.value,
        tokenId: null,
      })
    }
    let previous: number | undefined
    let batchIndex = 0
    for (const transfer of transfersOfLogs(receipt?.logs ?? [])) {
      batchIndex = transfer.logIndex === previous ? batchIndex + 1 : 0
      previous = transfer.logIndex
      transfers.push({ txHash: tx.hash, ...transfer, batchIndex })
    }
  }
  return {
    number: blockNumber,
    hash: block.hash,
    parentHash: block.parentHash,
    time: Number(block.timestamp),
    transactions,
    transfers,
  }
}

export const zeroAddress = zero
