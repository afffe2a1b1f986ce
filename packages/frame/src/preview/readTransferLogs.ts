import { type Address, getAddress, type Hex, hexToBigInt, isAddressEqual, size, slice } from 'viem'

/** The address `traceTransfers` reports native-coin movements from (ERC-7528). */
export const nativeTransferAddress = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** `Transfer(address,address,uint256)`: ERC-20 (amount in data) and ERC-721 (id in the 4th topic). */
const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
/** ERC-1155 `TransferSingle(address,address,address,uint256,uint256)`. */
const transferSingleTopic = '0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62'
/** ERC-1155 `TransferBatch(address,address,address,uint256[],uint256[])`. */
const transferBatchTopic = '0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0526c8f7fb'

/** What moves: the chain's native coin, or a token of a contract. */
export type Asset =
  | { kind: 'native' }
  | { kind: 'erc20'; address: Address }
  | { kind: 'erc721'; address: Address; tokenId: bigint }
  | { kind: 'erc1155'; address: Address; tokenId: bigint }

/** An amount of one asset leaving the account (`out`) or entering it (`in`), and who is on the other side. */
export type AssetChange = {
  direction: 'out' | 'in'
  asset: Asset
  /** In the asset's smallest unit (1 for an ERC-721 token). */
  amount: bigint
  /** The recipient of what leaves, the sender of what enters. */
  counterparty: Address
}

/** A log as `eth_simulateV1` answers it. */
export type SimulatedLog = { address: string; topics: readonly string[]; data: string }

type Transfer = { asset: Asset; from: Address; to: Address; amount: bigint }

const topicAddress = (topic: string | undefined) => getAddress(slice(topic as Hex, 12))
const word = (data: Hex, index: number) => hexToBigInt(slice(data, index * 32, (index + 1) * 32))

/** The transfers one log records; none for any other log, or one that does not decode. */
function transfersOf(log: SimulatedLog): Transfer[] {
  const [topic, ...indexed] = log.topics
  const data = log.data as Hex
  try {
    if (topic === transferTopic && indexed.length === 2 && size(data) === 32) {
      const [from, to] = indexed.map(topicAddress) as [Address, Address]
      const asset: Asset = isAddressEqual(log.address as Address, nativeTransferAddress)
        ? { kind: 'native' }
        : { kind: 'erc20', address: getAddress(log.address) }
      return [{ asset, from, to, amount: word(data, 0) }]
    }
    if (topic === transferTopic && indexed.length === 3) {
      const [from, to] = indexed.slice(0, 2).map(topicAddress) as [Address, Address]
      const tokenId = hexToBigInt(indexed[2] as Hex)
      return [
        {
          asset: { kind: 'erc721', address: getAddress(log.address), tokenId },
          from,
          to,
          amount: 1n,
        },
      ]
    }
    if (topic === transferSingleTopic && indexed.length === 3) {
      const [from, to] = indexed.slice(1).map(topicAddress) as [Address, Address]
      const asset: Asset = {
        kind: 'erc1155',
        address: getAddress(log.address),
        tokenId: word(data, 0),
      }
      return [{ asset, from, to, amount: word(data, 1) }]
    }
    if (topic === transferBatchTopic && indexed.length === 3) {
      const [from, to] = indexed.slice(1).map(topicAddress) as [Address, Address]
      // abi.encode(uint256[] ids, uint256[] values): two offsets, then each array's length and items.
      const idsAt = Number(word(data, 0) / 32n)
      const valuesAt = Number(word(data, 1) / 32n)
      const count = Number(word(data, idsAt))
      return Array.from({ length: count }, (_, index) => ({
        asset: {
          kind: 'erc1155' as const,
          address: getAddress(log.address),
          tokenId: word(data, idsAt + 1 + index),
        },
        from,
        to,
        amount: word(data, valuesAt + 1 + index),
      }))
    }
  } catch {}
  return []
}

const assetKey = (asset: Asset) =>
  asset.kind === 'native'
    ? 'native'
    : `${asset.kind}:${asset.address}:${'tokenId' in asset ? asset.tokenId : ''}`

/**
 * What leaves and enters `account` in a simulation's logs: ERC-20, ERC-721 and ERC-1155 transfers,
 * and the native coin's (the logs `traceTransfers` adds, from `nativeTransferAddress`). Amounts of
 * one asset to (or from) one counterparty are added up; a transfer from the account to itself is
 * left out.
 */
export function readTransferLogs(account: Address, logs: readonly SimulatedLog[]): AssetChange[] {
  const changes = new Map<string, AssetChange>()
  for (const transfer of logs.flatMap(transfersOf)) {
    const out = isAddressEqual(transfer.from, account)
    const into = isAddressEqual(transfer.to, account)
    if (out === into || transfer.amount === 0n) continue
    const counterparty = out ? transfer.to : transfer.from
    const key = `${out ? 'out' : 'in'}:${assetKey(transfer.asset)}:${counterparty}`
    const known = changes.get(key)
    if (known) known.amount += transfer.amount
    else
      changes.set(key, {
        direction: out ? 'out' : 'in',
        asset: transfer.asset,
        amount: transfer.amount,
        counterparty,
      })
  }
  return [...changes.values()]
}
