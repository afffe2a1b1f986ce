import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import type { SwapUnsupportedNetworkError } from '../errors/data.js'
import type { RequestErrorType } from '../errors/request.js'
import { type SwapBuildApproveResponse, swapBuildApproveRoute } from '../routes/convert.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import { networkOf, withSwapErrors } from './withSwapErrors.js'

export type BuildSwapApprovalParameters = {
  /** CAIP-10 account. */
  userAddress: string
  /** CAIP-10 addresses of the token sold (the one approved) and the token bought. */
  from: string
  to: string
  /** In base units; unlimited without it. */
  amount?: string | bigint | undefined
  signal?: AbortSignal | undefined
}

export type BuildSwapApprovalReturnType =
  | ({ success: true } & SwapBuildApproveResponse)
  | { success: false }

export type BuildSwapApprovalErrorType = SwapUnsupportedNetworkError | RequestErrorType

/**
 * The approval transaction a swap needs when the allowance is short; `success: false` off the
 * supported-chains list.
 *
 * @example
 * const approval = await buildSwapApproval(client, { userAddress, from, to, amount })
 * if (approval.success) await wallet.sendTransaction(approval.tx)
 */
export async function buildSwapApproval(
  client: BlockchainApiClient,
  parameters: BuildSwapApprovalParameters,
): Promise<BuildSwapApprovalReturnType> {
  const chainId = networkOf(parameters.from)
  if (!(await isNetworkSupported(client, chainId))) return { success: false }
  const response = await withSwapErrors(chainId, () =>
    requestJson(client, swapBuildApproveRoute, {
      query: {
        userAddress: parameters.userAddress,
        from: parameters.from,
        to: parameters.to,
        amount: parameters.amount?.toString(),
      },
      signal: parameters.signal,
    }),
  )
  return { success: true, ...response }
}
