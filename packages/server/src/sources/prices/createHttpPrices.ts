import { z } from 'zod'
import type { PricedToken } from '../../prices/priceSource.js'
import { DataSourceResponseError } from '../dataSourceErrors.js'
import type { DriverQuote, PriceDriver } from './priceDriver.js'
import { tokenKey } from './priceDriver.js'

export type HttpPricesConfig = {
  /** The API's shape: CoinGecko's `simple/…` or DefiLlama's `prices/current/…`. */
  shape: 'coingecko' | 'defillama'
  /** The API's base: `https://api.coingecko.com/api/v3` or `https://coins.llama.fi`. */
  url: string
  /** Sent as `x-cg-pro-api-key` (CoinGecko); DefiLlama's open API needs none. */
  apiKey?: string | undefined
  /** The network's platform: CoinGecko's asset platform id or DefiLlama's chain (`ethereum`, `base`, `solana`). */
  platform?: string | undefined
  /** CoinGecko's id of the native currency (`ethereum`, `solana`, `bitcoin`). */
  nativeId?: string | undefined
}

const coinGeckoSchema = z.record(
  z.string(),
  z.object({ usd: z.number().optional(), last_updated_at: z.number().optional() }).passthrough(),
)
const defiLlamaSchema = z.object({
  coins: z.record(
    z.string(),
    z.object({ price: z.number(), timestamp: z.number().optional() }).passthrough(),
  ),
})

/**
 * An HTTP price API, opt-in: CoinGecko (`simple/price` for the native currency,
 * `simple/token_price/{platform}` for tokens) or DefiLlama (`prices/current/{coins}`). The age is
 * the API's own `last_updated_at` or `timestamp`.
 */
export function createHttpPrices(
  config: HttpPricesConfig & { ttlMs: number; fetch?: typeof fetch | undefined },
): PriceDriver {
  const doFetch = config.fetch ?? fetch
  const base = config.url.replace(/\/+$/, '')
  const getJson = async (url: string): Promise<unknown> => {
    const response = await doFetch(url, {
      headers: {
        accept: 'application/json',
        ...(config.apiKey ? { 'x-cg-pro-api-key': config.apiKey } : {}),
      },
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new DataSourceResponseError('http prices', `HTTP ${response.status}`)
    return response.json()
  }
  const ageOf = (seconds: number | undefined) =>
    seconds === undefined ? undefined : Math.max(0, Math.round(Date.now() / 1000 - seconds))

  const coinGecko = async (tokens: readonly PricedToken[]) => {
    const keys = tokens.map(tokenKey)
    const out = new Map<string, DriverQuote>()
    const read = (body: unknown, key: string, id: string) => {
      const entry = coinGeckoSchema.parse(body)[id]
      if (entry?.usd !== undefined)
        out.set(key, { usd: entry.usd, ageSeconds: ageOf(entry.last_updated_at) })
    }
    if (keys.includes('native') && config.nativeId) {
      const query = new URLSearchParams({
        ids: config.nativeId,
        vs_currencies: 'usd',
        include_last_updated_at: 'true',
      })
      read(await getJson(`${base}/simple/price?${query}`), 'native', config.nativeId)
    }
    const contracts = [...new Set(keys.filter((key) => key !== 'native'))]
    if (contracts.length > 0 && config.platform) {
      const query = new URLSearchParams({
        contract_addresses: contracts.join(','),
        vs_currencies: 'usd',
        include_last_updated_at: 'true',
      })
      const body = coinGeckoSchema.parse(
        await getJson(`${base}/simple/token_price/${config.platform}?${query}`),
      )
      const lower = Object.fromEntries(
        Object.entries(body).map(([id, entry]) => [id.toLowerCase(), entry]),
      )
      for (const key of contracts) read(lower, key, key)
    }
    return keys.map((key) => out.get(key))
  }

  const defiLlama = async (tokens: readonly PricedToken[]) => {
    const ids = tokens.map((token) => {
      const key = tokenKey(token)
      if (key === 'native') return config.nativeId ? `coingecko:${config.nativeId}` : undefined
      return config.platform ? `${config.platform}:${token.address}` : undefined
    })
    const wanted = [...new Set(ids.filter((id) => id !== undefined))]
    if (wanted.length === 0) return tokens.map(() => undefined)
    const { coins } = defiLlamaSchema.parse(
      await getJson(`${base}/prices/current/${wanted.map(encodeURIComponent).join(',')}`),
    )
    const lower = new Map(Object.entries(coins).map(([id, coin]) => [id.toLowerCase(), coin]))
    return ids.map((id) => {
      const coin = id ? lower.get(id.toLowerCase()) : undefined
      return coin ? { usd: coin.price, ageSeconds: ageOf(coin.timestamp) } : undefined
    })
  }

  return {
    name: 'http',
    ttlMs: config.ttlMs,
    async getQuotes(tokens) {
      try {
        return await (config.shape === 'coingecko' ? coinGecko(tokens) : defiLlama(tokens))
      } catch (error) {
        if (error instanceof DataSourceResponseError) throw error
        throw new DataSourceResponseError('http prices', 'not the documented shape', error)
      }
    },
  }
}
