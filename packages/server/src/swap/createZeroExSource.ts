import { type Address, getAddress, type Hex, isAddressEqual } from 'viem'
import { z } from 'zod'
import { DataSourceResponseError } from '../sources/dataSourceErrors.js'
import { NoRouteError } from './createUniswapV2Source.js'
import {
  nativeSwapAddress,
  type SwapQuoteSource,
  type SwapSourceQuote,
  type SwapSourceRequest,
  type SwapSourceToken,
} from './swapQuoteSource.js'

export type CreateZeroExSourceParameters = {
  /** The API's base, e.g. `https://api.0x.org` (a `/swap/v1/price` and `/swap/v1/quote` beside). */
  url: string
  /** Sent as `0x-api-key`. */
  apiKey?: string | undefined
  /** The tokens offered in the token picker (the native currency as `nativeSwapAddress`). */
  tokens: SwapSourceToken[]
  /**
   * The contract the API's swaps pull tokens through (its `allowanceTarget`, 0x's Exchange Proxy
   * `0xDef1C0ded9bec7F1a1670819833240f027b25EfF` on most chains): what approvals name.
   */
  spender: Address
  /** Whole request, in ms. Default: 10 s. */
  timeoutMs?: number | undefined
}

const integer = z.string().regex(/^\d+$/)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
/** The fields of 0x's `/swap/v1/price` answer read here. */
const priceSchema = z.object({
  buyAmount: integer,
  estimatedPriceImpact: z.string().nullish(),
  allowanceTarget: address.nullish(),
})
/** The fields of 0x's `/swap/v1/quote` answer read here. */
const quoteSchema = priceSchema.extend({
  to: address,
  data: z.string().regex(/^0x[0-9a-fA-F]*$/),
  value: integer,
})

/**
 * An aggregator's quotes and swaps through an API shaped like 0x's Swap API v1
 * (`GET /swap/v1/price` and `/swap/v1/quote` with `sellToken`, `buyToken`, `sellAmount`,
 * `takerAddress`, `slippagePercentage`). Opt-in: pass it in `createServer({ swapSources })` for a
 * chain. A swap whose `allowanceTarget` is not the configured spender is refused, so an approval
 * the user gave never goes elsewhere.
 */
export function createZeroExSource(parameters: CreateZeroExSourceParameters): SwapQuoteSource {
  const { url, apiKey, tokens, spender } = parameters
  const timeoutMs = parameters.timeoutMs ?? 10_000

  async function get<T>(
    path: string,
    schema: z.ZodType<T>,
    request: SwapSourceRequest,
    extra: Record<string, string>,
  ): Promise<T> {
    const query = new URLSearchParams({
      sellToken: request.from,
      buyToken: request.to,
      sellAmount: request.amount.toString(),
      ...extra,
    })
    const response = await fetch(`${url.replace(/\/$/, '')}${path}?${query}`, {
      headers: { accept: 'application/json', ...(apiKey ? { '0x-api-key': apiKey } : {}) },
      signal: AbortSignal.timeout(timeoutMs),
    })
    const body: unknown = await response.json().catch(() => undefined)
    // 0x answers a pair it cannot route with 400 and validation code 100 (INSUFFICIENT_ASSET_LIQUIDITY).
    if (response.status === 400 || response.status === 404) throw new NoRouteError()
    if (!response.ok) throw new DataSourceResponseError('0x', `answered HTTP ${response.status}`)
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      throw new DataSourceResponseError('0x', 'not the documented shape', parsed.error)
    }
    return parsed.data
  }

  const checkSpender = (target: string | null | undefined) => {
    if (target && !isAddressEqual(getAddress(target), spender)) {
      throw new DataSourceResponseError('0x', `its allowanceTarget ${target} is not ${spender}`)
    }
  }

  async function quote(request: SwapSourceRequest): Promise<SwapSourceQuote> {
    const price = await get('/swap/v1/price', priceSchema, request, {})
    const impact = Number(price.estimatedPriceImpact)
    return {
      toAmount: BigInt(price.buyAmount),
      ...(Number.isFinite(impact) && price.estimatedPriceImpact != null
        ? { priceImpact: impact }
        : {}),
      protocol: '0x',
    }
  }

  return {
    spender,
    async tokens() {
      return tokens
    },
    quote,
    async buildSwap(request) {
      // The slippage the route asked for, as a fraction: the bound between the quote and minimumOut.
      const quoted = await quote(request)
      const slippage =
        quoted.toAmount > 0n
          ? Number(((quoted.toAmount - request.minimumOut) * 10_000n) / quoted.toAmount) / 10_000
          : 0.01
      const answer = await get('/swap/v1/quote', quoteSchema, request, {
        takerAddress: request.userAddress,
        slippagePercentage: String(Math.max(0, slippage)),
      })
      checkSpender(answer.allowanceTarget)
      const value = BigInt(answer.value)
      if (!isAddressEqual(request.from, nativeSwapAddress) && value !== 0n) {
        throw new DataSourceResponseError('0x', 'asks for value on a token sale')
      }
      return { to: getAddress(answer.to), data: answer.data as Hex, value }
    },
  }
}
