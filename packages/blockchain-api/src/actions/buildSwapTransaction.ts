import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import type { SwapUnsupportedNetworkError } from '../errors/data.js'
import type { RequestErrorType } from '../errors/request.js'
import {
  type SwapBuildTransactionResponse,
  swapBuildTransactionRoute,
  swapSlippageTolerance,
} from '../routes/convert.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import { networkOf, withSwapErrors } from './withSwapErrors.js'

export type BuildSwapTransactionParameters = {
  /** In base units of `from`. */
  amount: string | bigint
  /** CAIP-10 account. */
  userAddress: string
  /** CAIP-10 token addresses. */
  from: string
  to: string
  /** Percent. Default: the spec's tolerance, 1. */
  slippage?: number | undefined
  /** Skip the gas estimate (the wallet estimates). */
  disableEstimate?: boolean | undefined
  signal?: AbortSignal | undefined
}

export type BuildSwapTransactionReturnType =
  | ({ success: true } & SwapBuildTransactionResponse)
  | { success: false }

export type BuildSwapTransactionErrorType = SwapUnsupportedNetworkError | RequestErrorType

/**
 * The swap transaction, its minimum output bounded by the slippage; `success: false` off the
 * supported-chains list.
 *
 * @example
 * const swap = await buildSwapTransaction(client, { amount: 10_000_000n, userAddress, from, to })
 */
export async function buildSwapTransaction(
  client: BlockchainApiClient,
  parameters: BuildSwapTransactionParameters,
): Promise<BuildSwapTransactionReturnType> {
  const chainId = networkOf(parameters.from)
  if (!(await isNetworkSupported(client, chainId))) return { success: false }
  const response = await withSwapErrors(chainId, () =>
    requestJson(client, swapBuildTransactionRoute, {
      body: {
        amount: parameters.amount.toString(),
        eip155: { slippage: parameters.slippage ?? swapSlippageTolerance },
        projectId: client.projectId,
        from: parameters.from,
        to: parameters.to,
        userAddress: parameters.userAddress,
        disableEstimate: parameters.disableEstimate ?? false,
      },
      signal: parameters.signal,
      retryStatuses: [],
    }),
  )
  return { success: true, ...response }
}
