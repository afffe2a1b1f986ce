import { type Hex, hexToBigInt, numberToHex, type PublicClient } from 'viem'

const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
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
  kind: 'native' | 'erc20' | 'erc721'
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

/** Reads one block with its receipts and extracts native, ERC-20 and ERC-721 transfers. */
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
        kind: 'native',
        contract: null,
        from: tx.from.toLowerCase(),
        to,
        amount: tx.value,
        tokenId: null,
      })
    }
    for (const log of receipt?.logs ?? []) {
      if (log.topics[0] !== transferTopic) continue
      const from = topicAddress(log.topics[1])
      const toAddress = topicAddress(log.topics[2])
      if (!from || !toAddress) continue
      const erc721 = log.topics.length === 4
      transfers.push({
        txHash: tx.hash,
        logIndex: Number(hexToBigInt(log.logIndex)),
        kind: erc721 ? 'erc721' : 'erc20',
        contract: log.address.toLowerCase(),
        from,
        to: toAddress,
        amount: erc721 ? 1n : log.data === '0x' ? 0n : hexToBigInt(log.data),
        tokenId: erc721 ? hexToBigInt(log.topics[3] as Hex) : null,
      })
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

function topicAddress(topic: Hex | undefined): string | null {
  if (topic?.length !== 66) return null
  return `0x${topic.slice(26)}`.toLowerCase()
}

export const zeroAddress = zero
