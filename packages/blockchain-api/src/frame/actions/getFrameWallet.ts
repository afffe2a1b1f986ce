import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import { callFrameRoute, isNotFound } from '../callFrameRoute.js'
import { type FrameWallet, frameWalletRoute } from '../routes.js'

export type GetFrameWalletParameters = { token: string; signal?: AbortSignal | undefined }

/** The wallet, or undefined before the user has one (first login: create it). */
export type GetFrameWalletReturnType = FrameWallet | undefined

/**
 * Fetches the user's address commitment and recovery set (`GET /v1/frame/wallet`), released on the
 * same terms as the auth share. A social or Farcaster session on a device new to a user with an
 * email on record throws `FrameDeviceApprovalRequiredError` until the emailed link approves the
 * device (`waitForDeviceApproval`, then read again).
 *
 * @example const wallet = await getFrameWallet(client, { token })
 */
export async function getFrameWallet(
  client: BlockchainApiClient,
  parameters: GetFrameWalletParameters,
): Promise<GetFrameWalletReturnType> {
  try {
    return await callFrameRoute(client, frameWalletRoute, {
      token: parameters.token,
      signal: parameters.signal,
    })
  } catch (error) {
    if (isNotFound(error)) return undefined
    throw error
  }
}
