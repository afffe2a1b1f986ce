import type { BlockchainApiClient } from '../../client/createBlockchainApiClient.js'
import { callFrameRoute } from '../callFrameRoute.js'
import { type FramePreferredAccount, frameSetPreferredAccountRoute } from '../routes.js'

export type SetFramePreferredAccountParameters = {
  token: string
  preferredAccountType: 'eoa' | 'smartAccount'
  signal?: AbortSignal | undefined
}

export type SetFramePreferredAccountReturnType = FramePreferredAccount

/**
 * Stores the session user's preferred account type on eip155 (`POST /v1/frame/preferred-account`),
 * kept on the server for every device and dapp site of that user.
 *
 * @example await setFramePreferredAccount(client, { token, preferredAccountType: 'smartAccount' })
 */
export function setFramePreferredAccount(
  client: BlockchainApiClient,
  parameters: SetFramePreferredAccountParameters,
): Promise<SetFramePreferredAccountReturnType> {
  return callFrameRoute(client, frameSetPreferredAccountRoute, {
    token: parameters.token,
    body: { preferredAccountType: parameters.preferredAccountType },
    signal: parameters.signal,
  })
}
