import { devMultiTokenAbi } from '@airlock/testing'
import { encodeAbiParameters, encodeEventTopics } from 'viem'
import { expect, test } from 'vitest'
import { transfersOfLogs } from './transfersOfLogs.js'

const items = '0x286de95424861f419ab9647e978d53385854428c'
const operator = '0x00000000000000000000000000000000000000aa'
const alice = '0x00000000000000000000000000000000000000a1'
const bob = '0x00000000000000000000000000000000000000b0'
const uint256s = [{ type: 'uint256[]' }, { type: 'uint256[]' }] as const

/** The event's topics (every argument given, so none is null). */
const topicsOf = (
  eventName: 'TransferSingle' | 'TransferBatch',
  args: { operator: string; from: string; to: string },
) => encodeEventTopics({ abi: devMultiTokenAbi, eventName, args: args as never }) as string[]

test('an ERC-1155 TransferSingle is one transfer of its id and amount; a TransferBatch one per id, at its log index', () => {
  const single = {
    address: items.toUpperCase().replace('0X', '0x'),
    topics: topicsOf('TransferSingle', { operator, from: alice, to: bob }),
    data: encodeAbiParameters([{ type: 'uint256' }, { type: 'uint256' }], [7n, 25n]),
    logIndex: '0x3',
  }
  const batch = {
    address: items,
    topics: topicsOf('TransferBatch', { operator, from: bob, to: alice }),
    data: encodeAbiParameters(uint256s, [
      [1n, 2n],
      [10n, 0n],
    ]),
    logIndex: 5,
  }
  const common = { kind: 'erc1155', contract: items }
  expect(transfersOfLogs([single, batch])).toEqual([
    { ...common, logIndex: 3, from: alice, to: bob, tokenId: 7n, amount: 25n },
    { ...common, logIndex: 5, from: bob, to: alice, tokenId: 1n, amount: 10n },
    { ...common, logIndex: 5, from: bob, to: alice, tokenId: 2n, amount: 0n },
  ])
})

test('an ERC-1155 log that does not decode as its event moves nothing', () => {
  const topics = topicsOf('TransferBatch', { operator, from: bob, to: alice })
  const uneven = encodeAbiParameters(uint256s, [[1n, 2n], [10n]])
  expect(
    transfersOfLogs([
      { address: items, topics, data: uneven, logIndex: 0 },
      { address: items, topics, data: '0x1234', logIndex: 1 },
      { address: items, topics: topics.slice(0, 3), data: uneven, logIndex: 2 },
    ]),
  ).toEqual([])
})
