import { type Address, getAddress, type Hex, numberToHex } from 'viem'
import * as z from 'zod/mini'
import { decodeRevertReason, type RevertReason } from './decodeRevertReason.js'
import { findContractsWithoutHistory } from './findContractsWithoutHistory.js'
import { readTokenMetadata, type TokenMetadata } from './readTokenMetadata.js'
import { type AssetChange, readTransferLogs } from './readTransferLogs.js'
import { requestJsonRpc } from './requestJsonRpc.js'

/** One call of the transaction (or of a batch), sent by the account. */
export type SimulatedCall = {
  to?: Address | undefined
  value?: bigint | undefined
  data?: Hex | undefined
}

export type SimulateAssetChangesParameters = {
  /** The chain's RPC: the one the frame sends the transaction through. */
  rpcUrl: string
  account: Address
  /** Run in order, in one block, as the account's. */
  calls: readonly SimulatedCall[]
  /** How long the node has, both requests together. Default: 3,000 ms. */
  timeoutMs?: number | undefined
  /** Other tokens whose symbol and decimals are read with the changes' (an approval's token). */
  tokens?: readonly Address[] | undefined
}

/**
 * What the simulation says, with the symbol and decimals of every token it names (and of
 * `tokens`), as far as the chain answered:
 * - `success`: the assets that leave and enter the account, and the recipients of what leaves
 *   that are contracts with no code history (`findContractsWithoutHistory`);
 * - `reverted`: a call reverts, with its reason (the changes would not happen);
 * - `rejected`: the node refuses to run it, with its message (e.g. the account lacks the value);
 * - `unavailable`: no simulation: the node has no `eth_simulateV1` (`unsupported`), took longer
 *   than the timeout (`timeout`), or failed otherwise (`error`).
 */
export type Simulation = { tokens: Map<Address, TokenMetadata> } & (
  | {
      status: 'success'
      changes: AssetChange[]
      gasUsed: bigint
      /** Recipients of what leaves the account that are new or never-used contracts. */
      contractsWithoutHistory?: Address[] | undefined
    }
  | { status: 'reverted'; reason: RevertReason; callIndex: number; gasUsed: bigint }
  | { status: 'rejected'; message: string }
  | { status: 'unavailable'; cause: 'unsupported' | 'timeout' | 'error' }
)

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
const callResultSchema = z.looseObject({
  status: hex,
  returnData: z.optional(hex),
  gasUsed: hex,
  logs: z.array(z.looseObject({ address: hex, topics: z.array(hex), data: hex })),
  error: z.optional(z.looseObject({ data: z.optional(hex) })),
})
const simulateResultSchema = z.array(z.looseObject({ calls: z.array(callResultSchema) }))

/** JSON-RPC codes with which a node says the transaction itself cannot run (EIP-1474, eth_simulateV1). */
const refusesTransaction = (code: number) =>
  code === -32003 || code === -32015 || (code <= -38000 && code > -39000)

/** How nodes say they lack a method: -32601, or a message (some proxies use other codes). */
const lacksMethod = (error: { code: number; message: string }) =>
  error.code === -32601 ||
  /not (found|supported|available|allowed)|does not exist|unsupported|unknown method/i.test(
    error.message,
  )

/**
 * Simulates the account's calls with `eth_simulateV1` (`traceTransfers`, so native-coin movements
 * show as transfers; `validation: false`, so no fee or nonce is needed) on the latest block, and
 * reads what leaves and enters the account, with each token's symbol and decimals (one batch).
 * Advisory: it never throws and never waits past `timeoutMs`; a node without the method, a
 * timeout or any failure is `unavailable`.
 *
 * @example
 * const simulation = await simulateAssetChanges({ rpcUrl, account, calls: [{ to: ausd, data }] })
 * if (simulation.status === 'success') simulation.changes // [{ direction: 'out', amount: 10_000_000n, … }]
 */
export async function simulateAssetChanges(
  parameters: SimulateAssetChangesParameters,
): Promise<Simulation> {
  const { rpcUrl, account, calls, timeoutMs = 3_000 } = parameters
  const signal = AbortSignal.timeout(timeoutMs)
  const simulation = await runSimulation(rpcUrl, account, calls, signal)
  const changes = simulation.status === 'success' ? simulation.changes : []
  const recipients = changes
    .filter(({ direction }) => direction === 'out')
    .map(({ counterparty }) => counterparty)
  // Both within the same time: a slow history read only loses its warning.
  const [tokens, contractsWithoutHistory] = await Promise.all([
    readTokenMetadata(
      rpcUrl,
      [
        ...changes.flatMap(({ asset }) => (asset.kind === 'native' ? [] : [asset.address])),
        ...(parameters.tokens ?? []),
      ],
      signal,
    ),
    findContractsWithoutHistory({ rpcUrl, addresses: recipients, signal }),
  ])
  return simulation.status === 'success'
    ? { ...simulation, contractsWithoutHistory, tokens }
    : { ...simulation, tokens }
}

type Unnamed<type> = type extends unknown ? Omit<type, 'tokens'> : never

async function runSimulation(
  rpcUrl: string,
  account: Address,
  calls: readonly SimulatedCall[],
  signal: AbortSignal,
): Promise<Unnamed<Simulation>> {
  const from = getAddress(account)
  let answer: Awaited<ReturnType<typeof requestJsonRpc>>[number] | undefined
  try {
    ;[answer] = await requestJsonRpc(
      rpcUrl,
      [
        {
          method: 'eth_simulateV1',
          params: [
            {
              blockStateCalls: [
                {
                  calls: calls.map((call) => ({
                    from,
                    ...(call.to ? { to: call.to } : {}),
                    ...(call.value ? { value: numberToHex(call.value) } : {}),
                    ...(call.data && call.data !== '0x' ? { data: call.data } : {}),
                  })),
                },
              ],
              traceTransfers: true,
              validation: false,
            },
            'latest',
          ],
        },
      ],
      signal,
    )
  } catch {
    return { status: 'unavailable', cause: signal.aborted ? 'timeout' : 'error' }
  }
  if (!answer || answer.error) {
    const error = answer?.error ?? { code: -32603, message: '' }
    if (lacksMethod(error)) return { status: 'unavailable', cause: 'unsupported' }
    if (refusesTransaction(error.code) && error.message)
      return { status: 'rejected', message: error.message.slice(0, 200) }
    return { status: 'unavailable', cause: 'error' }
  }
  const parsed = simulateResultSchema.safeParse(answer.result)
  const results = parsed.success ? parsed.data[0]?.calls : undefined
  if (!results || results.length !== calls.length) return { status: 'unavailable', cause: 'error' }
  const gasUsed = results.reduce((sum, result) => sum + BigInt(result.gasUsed), 0n)
  const callIndex = results.findIndex((result) => BigInt(result.status) !== 1n)
  const failed = results[callIndex]
  if (failed)
    return {
      status: 'reverted',
      reason: decodeRevertReason(
        failed.returnData && failed.returnData !== '0x' ? failed.returnData : failed.error?.data,
      ),
      callIndex,
      gasUsed,
    }
  return {
    status: 'success',
    changes: readTransferLogs(
      from,
      results.flatMap((result) => result.logs),
    ),
    gasUsed,
  }
}
