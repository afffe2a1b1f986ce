import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import type { SwapUnsupportedNetworkError } from '../errors/data.js'
import type { RequestErrorType } from '../errors/request.js'
import { type SwapTokensResponse, swapTokensRoute } from '../routes/convert.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import { withSwapErrors } from './withSwapErrors.js'

export type GetSwapTokensParameters = {
  /** CAIP-2 network id. */
  chainId: string
  signal?: AbortSignal | undefined
}

export type GetSwapTokensReturnType = SwapTokensResponse

export type GetSwapTokensErrorType = SwapUnsupportedNetworkError | RequestErrorType

/**
 * The tokens that can be swapped on a network: an empty list off the supported-chains list, and
 * 'Network not supported for Swaps' when the server serves the network but not swaps on it.
 *
 * @example
 * const { tokens } = await getSwapTokens(client, { chainId: 'eip155:31337' })
 */
export async function getSwapTokens(
  client: BlockchainApiClient,
  parameters: GetSwapTokensParameters,
): Promise<GetSwapTokensReturnType> {
  if (!(await isNetworkSupported(client, parameters.chainId))) return { tokens: [] }
  return withSwapErrors(parameters.chainId, () =>
    requestJson(client, swapTokensRoute, {
      query: { chainId: parameters.chainId },
      signal: parameters.signal,
    }),
  )
}
