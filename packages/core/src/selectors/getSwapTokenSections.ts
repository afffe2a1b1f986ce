import type { SwapTokenOption } from '../state/types.js'
import { swapSuggestedTokenSymbols } from '../swap/constants.js'

export type SwapTokenSections = {
  /** Tokens the visitor holds, largest USD value first. */
  yours: SwapTokenOption[]
  /** Every swap token: the spec's suggested symbols first, in their order, then by symbol. */
  popular: SwapTokenOption[]
}

/**
 * The token picker's lists, narrowed by `search` (symbol, name or address, any case).
 *
 * @example getSwapTokenSections(state.swap.tokens, 'us').popular.map((token) => token.symbol) // ['AUSD']
 */
export function getSwapTokenSections(
  tokens: readonly SwapTokenOption[],
  search = '',
): SwapTokenSections {
  const query = search.trim().toLowerCase()
  const matching = tokens.filter(
    (token) =>
      !query ||
      token.symbol.toLowerCase().includes(query) ||
      token.name.toLowerCase().includes(query) ||
      token.address.toLowerCase().endsWith(query),
  )
  const value = (token: SwapTokenOption) => Number(token.balance ?? 0) * token.price
  const rank = (token: SwapTokenOption) => {
    const index = (swapSuggestedTokenSymbols as readonly string[]).indexOf(token.symbol)
    return index === -1 ? swapSuggestedTokenSymbols.length : index
  }
  return {
    yours: matching
      .filter((token) => Number(token.balance ?? 0) > 0)
      .sort((a, b) => value(b) - value(a)),
    popular: [...matching].sort((a, b) => rank(a) - rank(b) || a.symbol.localeCompare(b.symbol)),
  }
}
