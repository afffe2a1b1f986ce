import { type Address, type PublicClient, parseAbi } from 'viem'
import type { PriceDriver } from './priceDriver.js'
import { tokenKey } from './priceDriver.js'

/** Multicall3 at its canonical address (the same on every chain that has it). */
const canonicalMulticall3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

// One ABI for both calls of the batch: the feeds' latestRoundData and Multicall3's block timestamp.
const abi = parseAbi([
  'function latestRoundData() view returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)',
  'function getCurrentBlockTimestamp() view returns (uint256)',
])

export type ChainlinkFeed = {
  /** The feed's proxy (`AggregatorV3Interface`). */
  address: Address
  /** Longest time between two rounds; an older round is refused. */
  heartbeatSeconds: number
  /** Decimals of the answer (8 for USD feeds). */
  decimals: number
}

/**
 * Chainlink USD feeds read on chain with `latestRoundData`: every feed asked, and the block's
 * timestamp, in one Multicall3 `aggregate3`. A round older than its feed's heartbeat (by the
 * chain's clock), or a non-positive answer, is refused.
 */
export function createChainlinkPrices(parameters: {
  client: PublicClient
  /** Feeds by token: 'native' or a lowercase address. */
  feeds: Record<string, ChainlinkFeed>
  multicall3?: Address | undefined
  ttlMs: number
}): PriceDriver {
  const feeds = new Map(
    Object.entries(parameters.feeds).map(([token, feed]) => [token.toLowerCase(), feed]),
  )
  const multicallAddress = parameters.multicall3 ?? canonicalMulticall3
  return {
    name: 'chainlink',
    ttlMs: parameters.ttlMs,
    async getQuotes(tokens) {
      const asked = tokens.map((token) => feeds.get(tokenKey(token)))
      const wanted = [...new Set(asked.filter((feed) => feed !== undefined))]
      if (wanted.length === 0) return tokens.map(() => undefined)
      const [now, ...rounds] = await parameters.client.multicall({
        multicallAddress,
        allowFailure: true,
        contracts: [multicallAddress, ...wanted.map((feed) => feed.address)].map(
          (address, index) => ({
            address,
            abi,
            functionName: index === 0 ? 'getCurrentBlockTimestamp' : 'latestRoundData',
          }),
        ) as { address: Address; abi: typeof abi; functionName: 'latestRoundData' }[],
      })
      if (now?.status !== 'success') return tokens.map(() => undefined)
      const blockTime = Number(now.result as unknown as bigint)
      const byFeed = new Map(
        wanted.map((feed, index) => {
          const round = rounds[index]
          if (round?.status !== 'success') return [feed, undefined]
          const [, answer, , updatedAt] = round.result as readonly [
            bigint,
            bigint,
            bigint,
            bigint,
            bigint,
          ]
          const ageSeconds = Math.max(0, blockTime - Number(updatedAt))
          if (answer <= 0n || updatedAt === 0n || ageSeconds > feed.heartbeatSeconds) {
            return [feed, undefined]
          }
          return [feed, { usd: Number(answer) / 10 ** feed.decimals, ageSeconds }]
        }),
      )
      return asked.map((feed) => (feed ? byFeed.get(feed) : undefined))
    },
  }
}
