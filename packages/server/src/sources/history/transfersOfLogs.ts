import { decodeAbiParameters, type Hex, hexToBigInt } from 'viem'
import type { HistoryTransfer } from './historySource.js'

/** `Transfer(address,address,uint256)`: ERC-20 (amount in data) and ERC-721 (token id as a 4th topic). */
export const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** ERC-1155 `TransferSingle(address operator, address from, address to, uint256 id, uint256 value)`. */
export const transferSingleTopic =
  '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62'
/** ERC-1155 `TransferBatch(address operator, address from, address to, uint256[] ids, uint256[] values)`. */
export const transferBatchTopic =
  '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb'

export type RpcLog = {
  address: string
  topics: readonly string[]
  data: string
  logIndex: string | number
}

const batchData = [{ type: 'uint256[]' }, { type: 'uint256[]' }] as const

/**
 * ERC-20, ERC-721 and ERC-1155 transfers in a transaction's logs, as the built-in indexer records
 * them: one per id of an ERC-1155 batch (each with its log's index). A log that does not decode as
 * its event says (a batch whose lists differ in length) moves nothing.
 */
export function transfersOfLogs(logs: readonly RpcLog[]): HistoryTransfer[] {
  const transfers: HistoryTransfer[] = []
  for (const log of logs) {
    const logIndex = Number(log.logIndex)
    const contract = log.address.toLowerCase()
    if (log.topics[0] === transferTopic) {
      const from = topicAddress(log.topics[1])
      const to = topicAddress(log.topics[2])
      if (!from || !to) continue
      const erc721 = log.topics.length === 4
      transfers.push({
        logIndex,
        kind: erc721 ? 'erc721' : 'erc20',
        contract,
        from,
        to,
        amount: erc721 ? 1n : log.data === '0x' ? 0n : hexToBigInt(log.data as Hex),
        tokenId: erc721 ? hexToBigInt(log.topics[3] as Hex) : null,
      })
      continue
    }
    if (log.topics[0] !== transferSingleTopic && log.topics[0] !== transferBatchTopic) continue
    const from = topicAddress(log.topics[2])
    const to = topicAddress(log.topics[3])
    if (!from || !to) continue
    for (const [tokenId, amount] of multiTokenAmounts(log)) {
      transfers.push({ logIndex, kind: 'erc1155', contract, from, to, amount, tokenId })
    }
  }
  return transfers
}

/** The (id, amount) pairs an ERC-1155 log moves; none when its data does not decode. */
function multiTokenAmounts(log: RpcLog): [bigint, bigint][] {
  if (log.topics[0] === transferSingleTopic) {
    if (log.data.length < 2 + 128) return []
    return [
      [hexToBigInt(`0x${log.data.slice(2, 66)}`), hexToBigInt(`0x${log.data.slice(66, 130)}`)],
    ]
  }
  try {
    const [ids, amounts] = decodeAbiParameters(batchData, log.data as Hex)
    if (ids.length !== amounts.length) return []
    return ids.map((id, index) => [id, amounts[index] as bigint])
  } catch {
    return []
  }
}

/** The address in a 32-byte topic, lowercase. */
function topicAddress(topic: string | undefined): string | null {
  if (topic?.length !== 66) return null
  return `0x${topic.slice(26)}`.toLowerCase()
}
