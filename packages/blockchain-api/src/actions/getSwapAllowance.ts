import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import type { SwapUnsupportedNetworkError } from '../errors/data.js'
import type { RequestErrorType } from '../errors/request.js'
import { type SwapAllowanceResponse, swapAllowanceRoute } from '../routes/convert.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import { networkOf, withSwapErrors } from './withSwapErrors.js'

export type GetSwapAllowanceParameters = {
  /** CAIP-10 token address. */
  tokenAddress: string
  /** CAIP-10 account. */
  userAddress: string
  signal?: AbortSignal | undefined
}

export type GetSwapAllowanceReturnType = SwapAllowanceResponse

export type GetSwapAllowanceErrorType = SwapUnsupportedNetworkError | RequestErrorType

/**
 * How much of a token the swap contract may move for the account, in base units ('0' off the
 * supported-chains list; the native currency needs no allowance).
 *
 * @example
 * const { allowance } = await getSwapAllowance(client, { tokenAddress, userAddress })
 */
export async function getSwapAllowance(
  client: BlockchainApiClient,
  parameters: GetSwapAllowanceParameters,
): Promise<GetSwapAllowanceReturnType> {
  const chainId = networkOf(parameters.tokenAddress)
  if (!(await isNetworkSupported(client, chainId))) return { allowance: '0' }
  return withSwapErrors(chainId, () =>
    requestJson(client, swapAllowanceRoute, {
      query: { tokenAddress: parameters.tokenAddress, userAddress: parameters.userAddress },
      signal: parameters.signal,
    }),
  )
}
