import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  http,
  multicall3Abi,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DevnetRequestError } from './DevnetRequestError.js'
import { devnetDeployer, devnetMulticall3, devnetPriceFeeds } from './devnetProtocols.js'
import { devPriceFeedAbi } from './protocolAbis.js'

export type DevnetPriceFeedName = keyof typeof devnetPriceFeeds

export type FeedDevnetPricesParameters = {
  /** RPC URL of a devnet chain. */
  rpcUrl: string
  /** Answers to post, in the feed's decimals. Default: every feed's seeded answer. */
  answers?: Partial<Record<DevnetPriceFeedName, bigint>> | undefined
  /** Time the rounds say they were answered at, in seconds. Default: the new block's time. */
  updatedAt?: bigint | undefined
}

/**
 * The dev feeder: posts a new round to the devnet's Chainlink feeds (all of them in one Multicall3
 * transaction, sent by the deployer key) and waits for it. With `updatedAt` in the past the round
 * is stale at once.
 */
export async function feedDevnetPrices(parameters: FeedDevnetPricesParameters): Promise<void> {
  const { rpcUrl, updatedAt } = parameters
  const answers =
    parameters.answers ??
    Object.fromEntries(Object.entries(devnetPriceFeeds).map(([key, feed]) => [key, feed.answer]))
  const calls = Object.entries(answers).map(([key, answer]) => ({
    target: devnetPriceFeeds[key as DevnetPriceFeedName].address,
    allowFailure: false,
    callData:
      updatedAt === undefined
        ? encodeFunctionData({
            abi: devPriceFeedAbi,
            functionName: 'updateAnswer',
            args: [answer as bigint],
          })
        : encodeFunctionData({
            abi: devPriceFeedAbi,
            functionName: 'updateRoundData',
            args: [answer as bigint, updatedAt],
          }),
  }))
  if (calls.length === 0) return
  const transport = http(rpcUrl)
  const publicClient = createPublicClient({ transport })
  const wallet = createWalletClient({
    account: privateKeyToAccount(devnetDeployer.privateKey),
    transport,
  })
  const hash = await wallet.writeContract({
    chain: null,
    address: devnetMulticall3.address,
    abi: multicall3Abi,
    functionName: 'aggregate3',
    args: [calls],
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success')
    throw new DevnetRequestError(`posting price rounds reverted (${hash})`)
}

/**
 * Moves the chain's clock forward by `seconds` and mines a block, so every round posted before is
 * that much older (past a feed's `heartbeatSeconds`, it is stale).
 */
export async function advanceDevnetTime(parameters: {
  rpcUrl: string
  seconds: number
}): Promise<void> {
  const rpc = async (method: string, params: unknown[]) => {
    const response = await fetch(parameters.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { error?: { message: string } }
    if (body.error) throw new DevnetRequestError(`${method}: ${body.error.message}`)
  }
  await rpc('evm_increaseTime', [parameters.seconds])
  await rpc('evm_mine', [])
}

export type StartDevnetPriceFeederParameters = {
  /** RPC URLs of the devnet chains to keep fresh. */
  rpcUrls: readonly string[]
  /** How often the feeds are looked at, in milliseconds. Default: 60,000. */
  checkIntervalMs?: number | undefined
  /** Told of a failed check or post; the feeder keeps going. Default: logged to stderr. */
  onError?: ((error: DevnetRequestError) => void) | undefined
}

export type DevnetPriceFeeder = {
  /** Stops the checks; resolves once a check under way has ended. */
  stop: () => Promise<void>
}

/**
 * The dev feeder of a long-running stack: every `checkIntervalMs` it reads each feed's latest
 * round on each chain and, for a feed whose round is older than half its heartbeat by the chain's
 * own clock, posts the same answer again. Prices stay fresh for hours (and across
 * `evm_increaseTime`), while an answer set with `feedDevnetPrices` is kept.
 *
 * @example const feeder = startDevnetPriceFeeder({ rpcUrls: ['http://127.0.0.1:8545'] })
 */
export function startDevnetPriceFeeder(
  parameters: StartDevnetPriceFeederParameters,
): DevnetPriceFeeder {
  const onError =
    parameters.onError ??
    ((error: DevnetRequestError) => console.error(`devnet price feeder: ${error.message}`))
  let running: Promise<void> = Promise.resolve()
  const check = () => {
    running = Promise.all(
      parameters.rpcUrls.map((rpcUrl) =>
        refreshStaleFeeds(rpcUrl).catch((error: unknown) =>
          onError(
            error instanceof DevnetRequestError
              ? error
              : new DevnetRequestError(`refreshing the price feeds of ${rpcUrl} failed`, {
                  cause: error,
                }),
          ),
        ),
      ),
    ).then(() => undefined)
  }
  check()
  const timer = setInterval(check, parameters.checkIntervalMs ?? 60_000)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}

async function refreshStaleFeeds(rpcUrl: string): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  const block = await client.getBlock()
  const names = Object.keys(devnetPriceFeeds) as DevnetPriceFeedName[]
  const rounds = await client.multicall({
    multicallAddress: devnetMulticall3.address,
    allowFailure: false,
    contracts: names.map((name) => ({
      address: devnetPriceFeeds[name].address,
      abi: devPriceFeedAbi,
      functionName: 'latestRoundData' as const,
    })),
  })
  const answers: Partial<Record<DevnetPriceFeedName, bigint>> = {}
  names.forEach((name, index) => {
    const round = rounds[index]
    if (!round) throw new DevnetRequestError(`${name}: latestRoundData gave no round`)
    const [, answer, , updatedAt] = round
    const age = block.timestamp - updatedAt
    if (age * 2n > BigInt(devnetPriceFeeds[name].heartbeatSeconds)) answers[name] = answer
  })
  if (Object.keys(answers).length > 0) await feedDevnetPrices({ rpcUrl, answers })
}
