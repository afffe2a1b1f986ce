import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import { callFrameRoute } from '../callFrameRoute.js'
import { type FrameWallet, frameCreateWalletRoute } from '../routes.js'

export type CreateFrameWalletParameters = {
  token: string
  /** The EVM address derived from the new key: the commitment every recombination is checked on. */
  address: string
  solanaAddress?: string | undefined
  /** The server's half of the recovery set, base64. */
  recoveryShare: string
  /** The other half as the frame sealed it (passkey PRF, password or file); opaque here. */
  sealedRecoveryShare: string
  signal?: AbortSignal | undefined
}

export type CreateFrameWalletReturnType = FrameWallet

/**
 * Records the user's new embedded wallet once (`POST /v1/frame/wallet`): the address commitment
 * and the recovery set. Throws FrameWalletExistsError when the user has one.
 *
 * @example await createFrameWallet(client, { token, address, recoveryShare, sealedRecoveryShare })
 */
export function createFrameWallet(
  client: BlockchainApiClient,
  parameters: CreateFrameWalletParameters,
): Promise<CreateFrameWalletReturnType> {
  return callFrameRoute(client, frameCreateWalletRoute, {
    token: parameters.token,
    body: {
      address: parameters.address,
      solanaAddress: parameters.solanaAddress,
      recoveryShare: parameters.recoveryShare,
      sealedRecoveryShare: parameters.sealedRecoveryShare,
    },
    signal: parameters.signal,
  })
}
