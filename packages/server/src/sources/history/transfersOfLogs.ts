import { type Hex, hexToBigInt } from 'viem'
import type { HistoryTransfer } from './historySource.js'

/** `Transfer(address,address,uint256)`: ERC-20 (amount in data) and ERC-721 (token id as a 4th topic). */
export const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

export type RpcLog = {
  address: string
  topics: readonly string[]
  data: string
  logIndex: string | number
}

/** ERC-20 and ERC-721 transfers in a transaction's logs, as the built-in indexer records them. */
export function transfersOfLogs(logs: readonly RpcLog[]): HistoryTransfer[] {
  const transfers: HistoryTransfer[] = []
  for (const log of logs) {
    if (log.topics[0] !== transferTopic) continue
    const from = topicAddress(log.topics[1])
    const to = topicAddress(log.topics[2])
    if (!from || !to) continue
    const erc721 = log.topics.length === 4
    transfers.push({
      logIndex: Number(log.logIndex),
      kind: erc721 ? 'erc721' : 'erc20',
      contract: log.address.toLowerCase(),
      from,
      to,
      amount: erc721 ? 1n : log.data === '0x' ? 0n : hexToBigInt(log.data as Hex),
      tokenId: erc721 ? hexToBigInt(log.topics[3] as Hex) : null,
    })
  }
  return transfers
}

/** The address in a 32-byte topic, lowercase. */
export function topicAddress(topic: string | undefined): string | null {
  if (topic?.length !== 66) return null
  return `0x${topic.slice(26)}`.toLowerCase()
}
