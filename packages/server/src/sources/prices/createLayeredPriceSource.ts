import type { PricedToken, PriceQuote, PriceSource } from '../../prices/priceSource.js'
import type { DriverQuote, PriceDriver } from './priceDriver.js'
import { tokenKey } from './priceDriver.js'

type Cached = { quote: DriverQuote; at: number }

/**
 * Prices through each network's drivers in order: a token takes the first driver's fresh answer;
 * what none answers is asked of `fallback` (the fixed table). Each driver's answers are kept for
 * its `ttlMs`; a kept answer's age grows with the time it was kept. A driver that fails (its node
 * or API down) answers nothing and the next one is asked.
 *
 * @param networks drivers by network: an EVM chain's number or a CAIP-2 id, as in `PricedToken`.
 */
export function createLayeredPriceSource(parameters: {
  networks: Map<string, readonly PriceDriver[]>
  fallback?: PriceSource | undefined
  now?: (() => number) | undefined
  onDriverError?: ((driver: PriceDriver, error: unknown) => void) | undefined
}): PriceSource {
  const now = parameters.now ?? Date.now
  const cache = new Map<string, Cached>()

  const getQuotes = async (tokens: readonly PricedToken[]): Promise<(PriceQuote | undefined)[]> => {
    const out: (PriceQuote | undefined)[] = tokens.map(() => undefined)
    const byNetwork = new Map<string, number[]>()
    tokens.forEach((token, index) => {
      const key = String(token.chainId)
      byNetwork.set(key, [...(byNetwork.get(key) ?? []), index])
    })
    await Promise.all(
      [...byNetwork].map(async ([network, indexes]) => {
        const drivers = parameters.networks.get(network) ?? []
        for (const [position, driver] of drivers.entries()) {
          const missing = indexes.filter((index) => out[index] === undefined)
          if (missing.length === 0) return
          const at = now()
          const cacheKey = (index: number) =>
            `${network}:${position}:${tokenKey(tokens[index] as PricedToken)}`
          const toAsk: number[] = []
          for (const index of missing) {
            const kept = cache.get(cacheKey(index))
            if (kept && at - kept.at < driver.ttlMs) out[index] = quoteOf(driver, kept, at)
            else toAsk.push(index)
          }
          if (toAsk.length === 0) continue
          let answers: (DriverQuote | undefined)[]
          try {
            answers = await driver.getQuotes(toAsk.map((index) => tokens[index] as PricedToken))
          } catch (error) {
            parameters.onDriverError?.(driver, error)
            continue
          }
          toAsk.forEach((index, n) => {
            const quote = answers[n]
            if (!quote) return
            const kept = { quote, at }
            cache.set(cacheKey(index), kept)
            out[index] = quoteOf(driver, kept, at)
          })
        }
      }),
    )
    const rest = out.flatMap((quote, index) => (quote ? [] : [index]))
    if (rest.length > 0 && parameters.fallback) {
      const asked = rest.map((index) => tokens[index] as PricedToken)
      const fallback = parameters.fallback
      const answers = fallback.getQuotes
        ? await fallback.getQuotes(asked)
        : (await fallback.getUsdPrices(asked)).map((usd) =>
            usd === undefined ? undefined : ({ usd, source: 'fixed' } as const),
          )
      rest.forEach((index, n) => {
        out[index] = answers[n]
      })
    }
    return out
  }

  return {
    getQuotes,
    async getUsdPrices(tokens) {
      return (await getQuotes(tokens)).map((quote) => quote?.usd)
    },
  }
}

function quoteOf(driver: PriceDriver, kept: Cached, at: number): PriceQuote {
  const { usd, ageSeconds } = kept.quote
  return {
    usd,
    source: driver.name,
    ...(ageSeconds === undefined
      ? {}
      : { ageSeconds: ageSeconds + Math.floor((at - kept.at) / 1000) }),
  }
}
