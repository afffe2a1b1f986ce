import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import type { SwapUnsupportedNetworkError } from '../errors/data.js'
import type { RequestErrorType } from '../errors/request.js'
import { type SwapQuotesResponse, swapQuotesRoute } from '../routes/convert.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import { networkOf, withSwapErrors } from './withSwapErrors.js'

export type GetSwapQuoteParameters = {
  /** In base units of `from`. */
  amount: string | bigint
  /** CAIP-10 account. */
  userAddress: string
  /** CAIP-10 token addresses (`…:0xeeee…eeee` for the native currency). */
  from: string
  to: string
  /** Gas price in wei, if known. */
  gasPrice?: string | bigint | undefined
  signal?: AbortSignal | undefined
}

export type GetSwapQuoteReturnType = SwapQuotesResponse

export type GetSwapQuoteErrorType = SwapUnsupportedNetworkError | RequestErrorType

/**
 * What an amount of one token buys of another. No quotes off the supported-chains list.
 *
 * @example
 * const { quotes } = await getSwapQuote(client, { amount: 10_000_000n, userAddress, from, to })
 */
export async function getSwapQuote(
  client: BlockchainApiClient,
  parameters: GetSwapQuoteParameters,
): Promise<GetSwapQuoteReturnType> {
  const chainId = networkOf(parameters.from)
  if (!(await isNetworkSupported(client, chainId))) return { quotes: [] }
  return withSwapErrors(chainId, () =>
    requestJson(client, swapQuotesRoute, {
      query: {
        amount: parameters.amount.toString(),
        userAddress: parameters.userAddress,
        from: parameters.from,
        to: parameters.to,
        gasPrice: parameters.gasPrice?.toString(),
      },
      signal: parameters.signal,
    }),
  )
}
