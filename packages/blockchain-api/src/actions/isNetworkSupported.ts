import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import type { RequestErrorType } from '../errors/request.js'
import { getSupportedChains } from './getSupportedChains.js'

export type IsNetworkSupportedErrorType = RequestErrorType

/**
 * True when `chainId` (CAIP-2) is in the server's supported-chains list. When the list cannot be
 * read (server unreachable, 5xx, timeout) it throws that failure: an outage is not an answer
 * about the network.
 *
 * @example
 * if (await isNetworkSupported(client, 'eip155:31337')) { … }
 */
export async function isNetworkSupported(
  client: BlockchainApiClient,
  chainId: string,
): Promise<boolean> {
  const { http } = await getSupportedChains(client)
  return (http as readonly string[]).includes(chainId)
}
