import { type Address, getAddress } from 'viem'
import * as z from 'zod/mini'
import { type JsonRpcCall, requestJsonRpc } from './requestJsonRpc.js'

export type FindContractsWithoutHistoryParameters = {
  /** An EVM node serving Otterscan's API (Erigon, Reth with `ots`, anvil). */
  rpcUrl: string
  /** The recipients to check (at most the first 8 different ones are). */
  addresses: readonly Address[]
  signal: AbortSignal
  /** A contract created fewer blocks ago than this is new. Default: 10. */
  recentBlocks?: bigint | undefined
}

/** The most recipients checked for one preview: each costs the node two index reads. */
const maxAddresses = 8

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const creatorSchema = z.nullable(z.looseObject({ hash: hex, creator: hex }))
const searchSchema = z.looseObject({
  txs: z.array(z.looseObject({ hash: hex })),
  receipts: z.array(z.looseObject({ transactionHash: hex, blockNumber: hex })),
})

/**
 * The recipients among `addresses` that are contracts with no code history, in the order given:
 * Otterscan's `ots_getContractCreator` names the transaction that created the address's code, and
 * either no other transaction has called it since (`ots_searchTransactionsAfter` from block 0
 * lists only that creation: nobody has ever used it), or that creation is in one of the last
 * `recentBlocks` blocks (the code is new). An account without code, a precompile, an EIP-7702
 * delegation (no creation) and a contract whose first transactions do not include its creation
 * are never flagged. One batch of JSON-RPC calls; advisory: a node without the Otterscan API, an
 * error or the end of `signal` flags nothing.
 *
 * @example
 * await findContractsWithoutHistory({ rpcUrl, addresses: [recipient], signal: AbortSignal.timeout(3_000) })
 * // [recipient] when it was deployed moments ago or has never been called
 */
export async function findContractsWithoutHistory(
  parameters: FindContractsWithoutHistoryParameters,
): Promise<Address[]> {
  const { rpcUrl, signal, recentBlocks = 10n } = parameters
  const addresses = [...new Set(parameters.addresses.map((address) => getAddress(address)))].slice(
    0,
    maxAddresses,
  )
  if (addresses.length === 0) return []
  const calls: JsonRpcCall[] = [
    { method: 'eth_blockNumber', params: [] },
    ...addresses.flatMap((address) => [
      { method: 'ots_getContractCreator', params: [address] },
      // The first transactions that touched the address: its creation is among them.
      { method: 'ots_searchTransactionsAfter', params: [address, 0, 2] },
    ]),
  ]
  let answers: Awaited<ReturnType<typeof requestJsonRpc>>
  try {
    answers = await requestJsonRpc(rpcUrl, calls, signal)
  } catch {
    return []
  }
  const head = hex.safeParse(answers[0]?.result)
  if (!head.success) return []
  return addresses.filter((_, index) => {
    const creator = creatorSchema.safeParse(answers[1 + index * 2]?.result)
    const search = searchSchema.safeParse(answers[2 + index * 2]?.result)
    if (!creator.success || !creator.data || !search.success) return false
    const creation = creator.data.hash.toLowerCase()
    const receipt = search.data.receipts.find(
      (item) => item.transactionHash.toLowerCase() === creation,
    )
    if (!receipt) return false
    const unused = search.data.txs.every((tx) => tx.hash.toLowerCase() === creation)
    const recent = BigInt(head.data) - BigInt(receipt.blockNumber) < recentBlocks
    return unused || recent
  })
}
