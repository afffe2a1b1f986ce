import type { PricedToken } from '../../prices/priceSource.js'

/** Where a price came from: a driver's name, as the price routes report it. */
export type PriceSourceName = 'chainlink' | 'uniswap-v3-twap' | 'http' | 'fixed'

/** One driver's answer for one token: USD per whole token, and how old the data was when read. */
export type DriverQuote = { usd: number; ageSeconds?: number | undefined }

/**
 * One engine that prices tokens of one network. A token it does not price, or whose data is too
 * old (a Chainlink round past its heartbeat), answers undefined, and the next driver is asked.
 */
export type PriceDriver = {
  name: PriceSourceName
  /** How long one answer is kept, in milliseconds. */
  ttlMs: number
  getQuotes: (tokens: readonly PricedToken[]) => Promise<(DriverQuote | undefined)[]>
}

/** The key of a token in drivers' maps: 'native' or its lowercase address (or Solana mint). */
export function tokenKey(token: PricedToken): string {
  return token.address === 'native' ? 'native' : token.address.toLowerCase()
}
