import {
  type Address,
  encodeFunctionData,
  encodePacked,
  getAddress,
  type Hex,
  isAddressEqual,
  type PublicClient,
  parseAbi,
} from 'viem'
import { NoRouteError } from './createUniswapV2Source.js'
import {
  nativeSwapAddress,
  type SwapQuoteSource,
  type SwapRoute,
  type SwapSourceQuote,
  type SwapSourceRequest,
} from './swapQuoteSource.js'

const quoterAbi = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
])
const swapRouter02Abi = parseAbi([
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params) payable returns (uint256 amountOut)',
  'function exactInput((bytes path, address recipient, uint256 amountIn, uint256 amountOutMinimum) params) payable returns (uint256 amountOut)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to) payable returns (uint256 amountOut)',
  'function unwrapWETH9(uint256 amountMinimum, address recipient) payable',
  'function multicall(uint256 deadline, bytes[] data) payable returns (bytes[] results)',
])

/** Uniswap V3's fee tiers: 0.01%, 0.05%, 0.3%, 1%. */
const uniswapV3FeeTiers = [100, 500, 3000, 10_000] as const
/** SwapRouter02's stand-in for "this router" as a recipient (`Constants.ADDRESS_THIS`). */
const routerItself = '0x0000000000000000000000000000000000000002'
/** How long a built swap stays valid, in seconds. */
const deadlineSeconds = 20 * 60

export type CreateUniswapV3SourceParameters = {
  client: PublicClient
  quoterV2: Address
  swapRouter02: Address
  weth: Address
  /**
   * A quote source over the same chain's Uniswap V2 pools (`createUniswapV2Source`), raced
   * against V3: the larger output wins, and SwapRouter02 swaps on either.
   */
  v2?: SwapQuoteSource | undefined
}

/**
 * Uniswap V3 through QuoterV2 and SwapRouter02: every fee tier directly, and through WETH with any
 * pair of tiers; beside it, when given, the V2 source. The quote is the best of all, with its
 * protocol and fee tiers; the swap goes through SwapRouter02 (the spender) on the winning route.
 */
export function createUniswapV3Source(
  parameters: CreateUniswapV3SourceParameters,
): SwapQuoteSource {
  const { client, quoterV2, swapRouter02, weth, v2 } = parameters
  const onChain = (address: Address) =>
    isAddressEqual(address, nativeSwapAddress) ? weth : getAddress(address)

  async function quoteV3(request: SwapSourceRequest): Promise<SwapSourceQuote | undefined> {
    const from = onChain(request.from)
    const to = onChain(request.to)
    if (isAddressEqual(from, to)) return undefined
    const candidates: { path: Address[]; fees: number[] }[] = uniswapV3FeeTiers.map((fee) => ({
      path: [from, to],
      fees: [fee],
    }))
    if (!isAddressEqual(from, weth) && !isAddressEqual(to, weth)) {
      for (const first of uniswapV3FeeTiers)
        for (const second of uniswapV3FeeTiers)
          candidates.push({ path: [from, weth, to], fees: [first, second] })
    }
    const outcomes = await Promise.all(
      candidates.map(async (candidate) => {
        const toAmount = await quoteRoute(candidate, request.amount).catch(() => undefined)
        return toAmount ? { ...candidate, toAmount } : undefined
      }),
    )
    let best: { path: Address[]; fees: number[]; toAmount: bigint } | undefined
    for (const outcome of outcomes) {
      if (outcome && (!best || outcome.toAmount > best.toAmount)) best = outcome
    }
    if (!best) return undefined
    return {
      toAmount: best.toAmount,
      protocol: 'uniswap-v3',
      route: { protocol: 'uniswap-v3', path: best.path, fees: best.fees },
    }
  }

  async function quoteRoute(route: { path: Address[]; fees: number[] }, amountIn: bigint) {
    if (route.fees.length === 1) {
      const { result } = await client.simulateContract({
        address: quoterV2,
        abi: quoterAbi,
        functionName: 'quoteExactInputSingle',
        args: [
          {
            tokenIn: route.path[0] as Address,
            tokenOut: route.path[1] as Address,
            amountIn,
            fee: route.fees[0] as number,
            sqrtPriceLimitX96: 0n,
          },
        ],
      })
      return result[0]
    }
    const { result } = await client.simulateContract({
      address: quoterV2,
      abi: quoterAbi,
      functionName: 'quoteExactInput',
      args: [encodeV3Path(route.path, route.fees), amountIn],
    })
    return result[0]
  }

  async function best(request: SwapSourceRequest): Promise<SwapSourceQuote> {
    const [onV3, onV2] = await Promise.all([
      quoteV3(request),
      v2?.quote(request).catch((error: unknown) => {
        if (error instanceof NoRouteError) return undefined
        throw error
      }),
    ])
    const winner = onV2 && (!onV3 || onV2.toAmount > onV3.toAmount) ? onV2 : onV3
    if (!winner || winner.toAmount === 0n) throw new NoRouteError()
    return winner
  }

  return {
    spender: swapRouter02,
    async tokens() {
      return v2 ? v2.tokens() : []
    },
    quote: best,
    async buildSwap(request) {
      const quote = await best(request)
      const route = quote.route as SwapRoute
      const nativeIn = isAddressEqual(request.from, nativeSwapAddress)
      const nativeOut = isAddressEqual(request.to, nativeSwapAddress)
      const user = getAddress(request.userAddress)
      // Native out: the router receives WETH, then unwraps it to the user.
      const recipient = nativeOut ? routerItself : user
      const calls: Hex[] = [swapCall(route, request.amount, request.minimumOut, recipient)]
      if (nativeOut) {
        calls.push(
          encodeFunctionData({
            abi: swapRouter02Abi,
            functionName: 'unwrapWETH9',
            args: [request.minimumOut, user],
          }),
        )
      }
      const block = await client.getBlock()
      const now = BigInt(Math.floor(Date.now() / 1000))
      const deadline = (block.timestamp > now ? block.timestamp : now) + BigInt(deadlineSeconds)
      return {
        to: swapRouter02,
        // Native in: SwapRouter02 wraps what it is sent when it pays the first pool in WETH.
        value: nativeIn ? request.amount : 0n,
        data: encodeFunctionData({
          abi: swapRouter02Abi,
          functionName: 'multicall',
          args: [deadline, calls],
        }),
      }
    },
  }
}

function swapCall(route: SwapRoute, amountIn: bigint, minimumOut: bigint, recipient: Address) {
  if (route.protocol === 'uniswap-v2') {
    return encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, minimumOut, route.path, recipient],
    })
  }
  if (route.fees.length === 1) {
    return encodeFunctionData({
      abi: swapRouter02Abi,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: route.path[0] as Address,
          tokenOut: route.path[1] as Address,
          fee: route.fees[0] as number,
          recipient,
          amountIn,
          amountOutMinimum: minimumOut,
          sqrtPriceLimitX96: 0n,
        },
      ],
    })
  }
  return encodeFunctionData({
    abi: swapRouter02Abi,
    functionName: 'exactInput',
    args: [
      {
        path: encodeV3Path(route.path, route.fees),
        recipient,
        amountIn,
        amountOutMinimum: minimumOut,
      },
    ],
  })
}

/** A V3 path: token, fee (uint24), token, fee, … token. */
export function encodeV3Path(path: readonly Address[], fees: readonly number[]): Hex {
  const types: ('address' | 'uint24')[] = []
  const values: (Address | number)[] = []
  path.forEach((token, index) => {
    types.push('address')
    values.push(token)
    if (index < fees.length) {
      types.push('uint24')
      values.push(fees[index] as number)
    }
  })
  return encodePacked(types, values)
}
