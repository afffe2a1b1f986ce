/**
 * A token whose price is asked: `address` is 'native' for the chain's own currency. `chainId` is
 * an EVM chain's number, or the CAIP-2 id of a network of another namespace
 * (`bip122:0f9188f13cb7b2c71f2a335e3a4fc328`).
 */
export type PricedToken = { chainId: number | string; address: string; symbol: string }

/**
 * Where USD prices come from. The server ships a fixed table for local tokens; a real provider
 * (an exchange API, an oracle) implements the same method.
 */
export type PriceSource = {
  /** One price per token, in order; undefined when the source has none. */
  getUsdPrices: (tokens: readonly PricedToken[]) => Promise<(number | undefined)[]>
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
  return {
    async getUsdPrices(tokens) {
      return tokens.map((token) => prices.get(`${token.chainId}:${token.address}`.toLowerCase()))
    },
  }
}
