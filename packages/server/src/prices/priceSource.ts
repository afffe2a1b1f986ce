import type { PriceSourceName } from '../sources/prices/priceDriver.js'

/**
 * A token whose price is asked: `address` is 'native' for the chain's own currency. `chainId` is
 * an EVM chain's number, or the CAIP-2 id of a network of another namespace
 * (`bip122:0f9188f13cb7b2c71f2a335e3a4fc328`).
 */
export type PricedToken = { chainId: number | string; address: string; symbol: string }

/**
 * One price with where it came from: `source` names the driver (`chainlink`, `uniswap-v3-twap`,
 * `http`, `fixed`), `ageSeconds` how old its data is now (none for a fixed table).
 */
export type PriceQuote = { usd: number; source: PriceSourceName; ageSeconds?: number | undefined }

/**
 * Where USD prices come from. The server ships a fixed table for local tokens and the drivers of
 * `chains[].data.prices`; a real provider (an exchange API, an oracle) implements the same method.
 */
export type PriceSource = {
  /** One price per token, in order; undefined when the source has none. */
  getUsdPrices: (tokens: readonly PricedToken[]) => Promise<(number | undefined)[]>
  /** The same prices with their source and age. A source without it reports no source. */
  getQuotes?: ((tokens: readonly PricedToken[]) => Promise<(PriceQuote | undefined)[]>) | undefined
}

/**
 * A price source backed by a fixed table whose keys are `{chainId}:native` or
 * `{chainId}:{lowercase address}`, `chainId` being an EVM chain's number or a CAIP-2 id.
 *
 * @example
 * createFixedPriceSource({ '31337:native': 3000, '31337:0xcf7e…': 1, 'bip122:0f91…:native': 100000 })
 */
export function createFixedPriceSource(table: Record<string, number>): PriceSource {
  const prices = new Map(Object.entries(table).map(([key, price]) => [key.toLowerCase(), price]))
  const lookUp = (tokens: readonly PricedToken[]) =>
    tokens.map((token) => prices.get(`${token.chainId}:${token.address}`.toLowerCase()))
  return {
    async getUsdPrices(tokens) {
      return lookUp(tokens)
    },
    async getQuotes(tokens) {
      return lookUp(tokens).map((usd) => (usd === undefined ? undefined : { usd, source: 'fixed' }))
    },
  }
}

/** A price with its source and age when the price source knows them. */
export type PriceQuoteOf = {
  usd: number
  source?: PriceSourceName
  ageSeconds?: number | undefined
}

/** The source's quotes, or its bare prices with no source named when it has no `getQuotes`. */
export async function getPriceQuotes(
  source: PriceSource,
  tokens: readonly PricedToken[],
): Promise<(PriceQuoteOf | undefined)[]> {
  if (source.getQuotes) return source.getQuotes(tokens)
  return (await source.getUsdPrices(tokens)).map((usd) => (usd === undefined ? undefined : { usd }))
}

/** A quote's `priceSource` and `priceAgeSeconds` fields, as the price and balance routes answer. */
export function priceOrigin(quote: PriceQuoteOf | undefined): {
  priceSource?: PriceSourceName
  priceAgeSeconds?: number
} {
  return {
    ...(quote?.source ? { priceSource: quote.source } : {}),
    ...(quote?.ageSeconds === undefined ? {} : { priceAgeSeconds: quote.ageSeconds }),
  }
}
