import type { Address, Hex } from 'viem'

/** The native currency in swap token addresses (`eip155:1:0xeeee…eeee`). */
export const nativeSwapAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A token a quote source can swap; `address` is `nativeSwapAddress` for the native currency. */
export type SwapSourceToken = {
  address: Address
  name: string
  symbol: string
  decimals: number
}

/** The pools a quote goes through: token addresses on chain (WETH for the native currency). */
export type SwapRoute =
  | { protocol: 'uniswap-v2'; path: Address[] }
  | {
      protocol: 'uniswap-v3'
      path: Address[]
      /** Each hop's fee tier, in hundredths of a basis point (500 = 0.05%). */
      fees: number[]
    }

export type SwapSourceQuote = {
  /** Base units of the token bought. */
  toAmount: bigint
  /** Percent by which the trade moves the price against the taker, when the source knows it. */
  priceImpact?: number | undefined
  /** The protocol the quote routes through: `uniswap-v2`, `uniswap-v3`, or an aggregator's name. */
  protocol?: string | undefined
  /** The route, for a Uniswap quote. */
  route?: SwapRoute | undefined
}

export type SwapSourceRequest = {
  from: Address
  to: Address
  /** Base units of `from`. */
  amount: bigint
}

/**
 * Where the convert routes get tokens, quotes and swap transactions for one chain: the local
 * Uniswap V2 pools by default, an aggregator's API in production. The routes add allowances,
 * approvals, gas and errors around it.
 */
export type SwapQuoteSource = {
  tokens: () => Promise<SwapSourceToken[]>
  quote: (request: SwapSourceRequest) => Promise<SwapSourceQuote>
  /** The contract that moves the user's tokens: what an approval names as spender. */
  spender: Address
  buildSwap: (
    request: SwapSourceRequest & { userAddress: Address; minimumOut: bigint },
  ) => Promise<{ to: Address; data: Hex; value: bigint }>
}
