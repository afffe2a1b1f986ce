import { type Address, erc20Abi, type PublicClient, parseAbi } from 'viem'
import { DataSourceResponseError } from '../dataSourceErrors.js'
import type { DriverQuote, PriceDriver } from './priceDriver.js'
import { tokenKey } from './priceDriver.js'

const poolAbi = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function observe(uint32[] secondsAgos) view returns (int56[] tickCumulatives, uint160[] secondsPerLiquidityCumulativeX128s)',
])

export type TwapPool = {
  /** The token priced: 'native' (the pool holds the chain's wrapped native token) or its address. */
  token: string
  /** A Uniswap V3 pool holding the token. */
  pool: Address
  /**
   * The pool's other side: 'usd' for a USD stablecoin taken at $1, or 'native' for the wrapped
   * native token, priced through this driver's own 'native' pool.
   */
  quote: 'usd' | 'native'
}

type PoolInfo = { base0: boolean; decimals0: number; decimals1: number }

/**
 * Time-weighted average prices of Uniswap V3 pools: the mean tick over `windowSeconds` from the
 * pool's `observe`. A pool whose observations do not reach back that far (its cardinality is too
 * small for the swaps made in the window) answers nothing.
 */
export function createUniswapV3TwapPrices(parameters: {
  client: PublicClient
  /** The wrapped native token (WETH), the 'native' side of pools. */
  weth: Address
  pools: readonly TwapPool[]
  windowSeconds: number
  ttlMs: number
}): PriceDriver {
  const { client, windowSeconds } = parameters
  const pools = new Map(parameters.pools.map((entry) => [entry.token.toLowerCase(), entry]))
  const infos = new Map<Address, Promise<PoolInfo>>()

  const poolInfo = (entry: TwapPool): Promise<PoolInfo> => {
    const known = infos.get(entry.pool)
    if (known) return known
    const base = (entry.token === 'native' ? parameters.weth : entry.token).toLowerCase()
    const loading = (async () => {
      const [token0, token1] = await Promise.all([
        client.readContract({ address: entry.pool, abi: poolAbi, functionName: 'token0' }),
        client.readContract({ address: entry.pool, abi: poolAbi, functionName: 'token1' }),
      ])
      const [decimals0, decimals1] = await Promise.all(
        [token0, token1].map((token) =>
          client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' }),
        ),
      )
      if (![token0, token1].some((token) => token.toLowerCase() === base)) {
        throw new DataSourceResponseError(
          'uniswap-v3-twap',
          `pool ${entry.pool} does not hold ${base}`,
        )
      }
      return {
        base0: token0.toLowerCase() === base,
        decimals0: Number(decimals0),
        decimals1: Number(decimals1),
      }
    })()
    infos.set(entry.pool, loading)
    loading.catch(() => infos.delete(entry.pool))
    return loading
  }

  /** The token's price in its pool's quote token, or undefined. */
  const poolPrice = async (entry: TwapPool): Promise<number | undefined> => {
    try {
      const info = await poolInfo(entry)
      const [tickCumulatives] = await client.readContract({
        address: entry.pool,
        abi: poolAbi,
        functionName: 'observe',
        args: [[windowSeconds, 0]],
      })
      const [before, after] = tickCumulatives as readonly [bigint, bigint]
      const delta = after - before
      let tick = delta / BigInt(windowSeconds)
      // Rounds toward negative infinity, as the periphery's OracleLibrary does.
      if (delta < 0n && delta % BigInt(windowSeconds) !== 0n) tick -= 1n
      // token1 per token0, in whole tokens.
      const price0 = 1.0001 ** Number(tick) * 10 ** (info.decimals0 - info.decimals1)
      return info.base0 ? price0 : 1 / price0
    } catch {
      return undefined
    }
  }

  const quote = async (key: string, depth = 0): Promise<DriverQuote | undefined> => {
    const entry = pools.get(key)
    if (!entry || depth > 1) return undefined
    const price = await poolPrice(entry)
    if (price === undefined || !Number.isFinite(price) || price <= 0) return undefined
    if (entry.quote === 'usd') return { usd: price, ageSeconds: 0 }
    const native = await quote('native', depth + 1)
    return native ? { usd: price * native.usd, ageSeconds: 0 } : undefined
  }

  return {
    name: 'uniswap-v3-twap',
    ttlMs: parameters.ttlMs,
    getQuotes: (tokens) => Promise.all(tokens.map((token) => quote(tokenKey(token)))),
  }
}
