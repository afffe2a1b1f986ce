import {
  type SwapAllowanceResponse,
  type SwapBuildApproveResponse,
  type SwapBuildTransactionResponse,
  type SwapQuotesResponse,
  type SwapTokensResponse,
  swapAllowanceRoute,
  swapBuildApproveRoute,
  swapBuildTransactionRoute,
  swapQuotesRoute,
  swapSlippageTolerance,
  swapTokensRoute,
} from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  isAddressEqual,
  maxUint256,
} from 'viem'
import type { ChainRuntime } from '../chains/chainRuntime.js'
import type { ServerContext } from '../context.js'
import {
  ApiError,
  InvalidRequestError,
  NoSwapRouteError,
  TransactionWouldFailError,
  UnsupportedNetworkError,
  UnsupportedTokenError,
  UpstreamError,
} from '../http/errors.js'
import { parseRequest } from '../http/parseRequest.js'
import { tokenIconUrl } from '../http/tokenIconUrl.js'
import { NoRouteError } from '../swap/createUniswapV2Source.js'
import { nativeSwapAddress, type SwapQuoteSource } from '../swap/swapQuoteSource.js'

/** The convert routes of spec §7: tokens, quotes, allowance, approval and swap transactions. */
export function registerConvertRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get(swapTokensRoute.path, async (request): Promise<SwapTokensResponse> => {
    const { query } = parseRequest(swapTokensRoute, request)
    const { source } = swapChain(context, query.chainId)
    const tokens = await upstream(() => source.tokens())
    return {
      tokens: tokens.map((token) => ({
        name: token.name,
        symbol: token.symbol,
        address: `${query.chainId}:${token.address}`,
        decimals: token.decimals,
        logoUri: tokenIconUrl(context, token.symbol),
      })),
    }
  })

  app.get(swapQuotesRoute.path, async (request): Promise<SwapQuotesResponse> => {
    const { query } = parseRequest(swapQuotesRoute, request)
    const pair = await swapPair(context, query.from, query.to)
    const amount = positiveAmount(query.amount)
    const quote = await quoteOrRefuse(() =>
      pair.source.quote({ from: pair.from, to: pair.to, amount }),
    )
    return {
      quotes: [
        {
          fromAmount: amount.toString(),
          fromAccount: query.from,
          toAmount: quote.toAmount.toString(),
          toAccount: query.to,
          ...(quote.priceImpact === undefined ? {} : { priceImpact: quote.priceImpact }),
          ...(quote.protocol === undefined ? {} : { protocol: quote.protocol }),
          ...(quote.route?.protocol === 'uniswap-v3' ? { feeTiers: quote.route.fees } : {}),
        },
      ],
    }
  })

  app.get(swapAllowanceRoute.path, async (request): Promise<SwapAllowanceResponse> => {
    const { query } = parseRequest(swapAllowanceRoute, request)
    const token = splitCaip(query.tokenAddress)
    const { chain, source } = swapChain(context, token.chainId)
    if (isAddressEqual(token.address, nativeSwapAddress))
      return { allowance: maxUint256.toString() }
    const owner = splitCaip(query.userAddress).address
    const allowance = await upstream(() =>
      chain.client.readContract({
        address: token.address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, source.spender],
      }),
    )
    return { allowance: allowance.toString() }
  })

  app.get(swapBuildApproveRoute.path, async (request): Promise<SwapBuildApproveResponse> => {
    const { query } = parseRequest(swapBuildApproveRoute, request)
    const pair = await swapPair(context, query.from, query.to)
    if (isAddressEqual(pair.from, nativeSwapAddress))
      throw new InvalidRequestError('The native currency needs no approval', [
        { path: 'query.from', message: 'The native currency needs no approval' },
      ])
    const user = splitCaip(query.userAddress).address
    const amount = query.amount === undefined ? maxUint256 : BigInt(query.amount)
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [pair.source.spender, amount],
    })
    const fees = await estimateFees(pair.chain, { from: user, to: pair.from, data, value: 0n })
    return { tx: { from: user, to: pair.from, data, value: '0', eip155: fees } }
  })

  app.post(
    swapBuildTransactionRoute.path,
    async (request): Promise<SwapBuildTransactionResponse> => {
      const { body } = parseRequest(swapBuildTransactionRoute, request)
      const pair = await swapPair(context, body.from, body.to)
      const amount = positiveAmount(body.amount)
      const user = splitCaip(body.userAddress).address
      const slippage = body.eip155?.slippage ?? swapSlippageTolerance
      const quote = await quoteOrRefuse(() =>
        pair.source.quote({ from: pair.from, to: pair.to, amount }),
      )
      // Basis points keep the bound exact for slippages such as 0.5%.
      const minimumOut = (quote.toAmount * BigInt(Math.round((100 - slippage) * 100))) / 10_000n
      const swap = await quoteOrRefuse(() =>
        pair.source.buildSwap({
          from: pair.from,
          to: pair.to,
          amount,
          userAddress: user,
          minimumOut,
        }),
      )
      const fees = body.disableEstimate
        ? { gas: '0', gasPrice: (await upstream(() => pair.chain.client.getGasPrice())).toString() }
        : await estimateFees(pair.chain, { from: user, ...swap })
      return {
        tx: {
          from: user,
          to: swap.to,
          data: swap.data,
          amount: swap.value.toString(),
          eip155: fees,
        },
      }
    },
  )
}

function swapChain(
  context: ServerContext,
  chainId: string,
): { chain: ChainRuntime; source: SwapQuoteSource } {
  const chain = context.chains.get(chainId)
  const source = context.swapSources.get(chainId)
  if (!chain || !source)
    throw new UnsupportedNetworkError('Network not supported for Swaps', chainId)
  return { chain, source }
}

async function swapPair(context: ServerContext, fromCaip: string, toCaip: string) {
  const from = splitCaip(fromCaip)
  const to = splitCaip(toCaip)
  if (from.chainId !== to.chainId)
    throw new InvalidRequestError('Both tokens must be on the same network', [
      { path: 'to', message: 'Both tokens must be on the same network' },
    ])
  const { chain, source } = swapChain(context, from.chainId)
  if (isAddressEqual(from.address, to.address))
    throw new InvalidRequestError('Choose two different tokens', [
      { path: 'to', message: 'Choose two different tokens' },
    ])
  const listed = await upstream(() => source.tokens())
  for (const side of [from, to]) {
    if (!listed.some((token) => isAddressEqual(token.address, side.address)))
      throw new UnsupportedTokenError(side.address)
  }
  return { chain, source, from: from.address, to: to.address }
}

function splitCaip(caipAddress: string): { chainId: string; address: Address } {
  const [namespace, reference, address] = caipAddress.split(':') as [string, string, string]
  if (namespace !== 'eip155')
    throw new UnsupportedNetworkError(
      'Network not supported for Swaps',
      `${namespace}:${reference}`,
    )
  return { chainId: `${namespace}:${reference}`, address: getAddress(address.toLowerCase()) }
}

function positiveAmount(amount: string): bigint {
  const value = BigInt(amount)
  if (value === 0n)
    throw new InvalidRequestError('Amount must be above zero', [
      { path: 'amount', message: 'Amount must be above zero' },
    ])
  return value
}

async function quoteOrRefuse<result>(call: () => Promise<result>): Promise<result> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof NoRouteError) throw new NoSwapRouteError(error.message)
    throw new UpstreamError('Swap quote unavailable', error)
  }
}

async function upstream<result>(call: () => Promise<result>): Promise<result> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof ApiError) throw error
    throw new UpstreamError('Swap data unavailable', error)
  }
}

/** Gas for the transaction (10% over the node's estimate) and the node's gas price. */
async function estimateFees(
  chain: ChainRuntime,
  tx: { from: Address; to: Address; data: Hex; value: bigint },
): Promise<{ gas: string; gasPrice: string }> {
  const gasPrice = await upstream(() => chain.client.getGasPrice())
  let gas: bigint
  try {
    gas = await chain.client.estimateGas({
      account: tx.from,
      to: tx.to,
      data: tx.data,
      value: tx.value,
    })
  } catch (error) {
    const reason = error instanceof Error ? (error as { shortMessage?: string }).shortMessage : ''
    throw new TransactionWouldFailError(reason ?? String(error))
  }
  return { gas: ((gas * 11n) / 10n).toString(), gasPrice: gasPrice.toString() }
}
