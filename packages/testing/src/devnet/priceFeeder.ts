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
