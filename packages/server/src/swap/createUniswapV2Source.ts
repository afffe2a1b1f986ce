import { AirlockError } from '@airlock/blockchain-api'
import {
  type Address,
  encodeFunctionData,
  getAddress,
  isAddressEqual,
  type PublicClient,
  parseAbi,
  zeroAddress,
} from 'viem'
import type { ChainConfig } from '../config/types.js'
import {
  nativeSwapAddress,
  type SwapQuoteSource,
  type SwapSourceRequest,
  type SwapSourceToken,
} from './swapQuoteSource.js'

const routerAbi = parseAbi([
  'function factory() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
const factoryAbi = parseAbi(['function getPair(address, address) view returns (address)'])
const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112, uint112, uint32)',
])

/** How long a built swap stays valid, in seconds. */
const deadlineSeconds = 20 * 60

export type CreateUniswapV2SourceParameters = {
  client: PublicClient
  chain: ChainConfig
  router: Address
  weth: Address
}

/**
 * A quote source over a Uniswap V2 deployment: the chain's native currency and configured tokens,
 * routed directly or through one of them (WETH included), whichever pays most.
 */
export function createUniswapV2Source(
  parameters: CreateUniswapV2SourceParameters,
): SwapQuoteSource {
  const { client, chain, router, weth } = parameters
  const tokens: SwapSourceToken[] = [
    { address: nativeSwapAddress, ...chain.nativeCurrency },
    ...chain.tokens.map((token) => ({ ...token, address: getAddress(token.address) })),
  ]
  const onChain = (address: Address) =>
    isAddressEqual(address, nativeSwapAddress) ? weth : getAddress(address)
  let factory: Promise<Address> | undefined

  async function bestRoute(request: SwapSourceRequest) {
    const from = onChain(request.from)
    const to = onChain(request.to)
    const hubs = [weth, ...tokens.map((token) => token.address)]
      .filter((hub) => !isAddressEqual(hub, nativeSwapAddress))
      .filter((hub) => !isAddressEqual(hub, from) && !isAddressEqual(hub, to))
    const paths: Address[][] = [[from, to], ...hubs.map((hub) => [from, hub, to])]
    const outcomes = await Promise.all(
      paths.map(async (path) => {
        const amounts = await client
          .readContract({
            address: router,
            abi: routerAbi,
            functionName: 'getAmountsOut',
            args: [request.amount, path],
          })
          .catch(() => undefined)
        return amounts ? { path, toAmount: amounts[amounts.length - 1] ?? 0n } : undefined
      }),
    )
    let best: { path: Address[]; toAmount: bigint } | undefined
    for (const outcome of outcomes) {
      if (outcome && (!best || outcome.toAmount > best.toAmount)) best = outcome
    }
    if (!best || best.toAmount === 0n) throw new NoRouteError()
    return best
  }

  /** The output at the pools' current prices after the 0.3% fee per hop, with no price move. */
  async function idealOutput(path: Address[], amount: bigint): Promise<number> {
    factory ??= client.readContract({ address: router, abi: routerAbi, functionName: 'factory' })
    const factoryAddress = await factory
    let value = Number(amount)
    for (let hop = 0; hop < path.length - 1; hop++) {
      const tokenIn = path[hop] as Address
      const tokenOut = path[hop + 1] as Address
      const pair = await client.readContract({
        address: factoryAddress,
        abi: factoryAbi,
        functionName: 'getPair',
        args: [tokenIn, tokenOut],
      })
      if (pair === zeroAddress) throw new NoRouteError()
      const [token0, [reserve0, reserve1]] = await Promise.all([
        client.readContract({ address: pair, abi: pairAbi, functionName: 'token0' }),
        client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves' }),
      ])
      const [reserveIn, reserveOut] = isAddressEqual(token0, tokenIn)
        ? [reserve0, reserve1]
        : [reserve1, reserve0]
      value = (value * 0.997 * Number(reserveOut)) / Number(reserveIn)
    }
    return value
  }

  return {
    spender: router,
    async tokens() {
      return tokens
    },
    async quote(request) {
      const best = await bestRoute(request)
      const ideal = await idealOutput(best.path, request.amount)
      const priceImpact = ideal > 0 ? Math.max(0, (1 - Number(best.toAmount) / ideal) * 100) : 0
      return {
        toAmount: best.toAmount,
        priceImpact: Math.round(priceImpact * 100) / 100,
        protocol: 'uniswap-v2',
        route: { protocol: 'uniswap-v2', path: best.path },
      }
    },
    async buildSwap(request) {
      const best = await bestRoute(request)
      const block = await client.getBlock()
      // The next block's time, not the last one's: on a quiet chain (a devnet loaded from a
      // dump) the last block can be older than the whole validity window.
      const now = BigInt(Math.floor(Date.now() / 1000))
      const latest = block.timestamp > now ? block.timestamp : now
      const deadline = latest + BigInt(deadlineSeconds)
      const recipient = getAddress(request.userAddress)
      if (isAddressEqual(request.from, nativeSwapAddress)) {
        return {
          to: router,
          value: request.amount,
          data: encodeFunctionData({
            abi: routerAbi,
            functionName: 'swapExactETHForTokens',
            args: [request.minimumOut, best.path, recipient, deadline],
          }),
        }
      }
      const functionName = isAddressEqual(request.to, nativeSwapAddress)
        ? 'swapExactTokensForETH'
        : 'swapExactTokensForTokens'
      return {
        to: router,
        value: 0n,
        data: encodeFunctionData({
          abi: routerAbi,
          functionName,
          args: [request.amount, request.minimumOut, best.path, recipient, deadline],
        }),
      }
    },
  }
}

/** No pool path between the two tokens (or it yields nothing). */
export class NoRouteError extends AirlockError {
  override name = 'NoRouteError'
  constructor() {
    super('No swap route between these tokens', { code: 'NO_ROUTE' })
  }
}
