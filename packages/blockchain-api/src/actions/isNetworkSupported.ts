import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { getSupportedChains } from './getSupportedChains.js'

/** True when `chainId` (CAIP-2) is in the supported-chains list; false when the list fails. */
export async function isNetworkSupported(
  client: BlockchainApiClient,
  chainId: string,
): Promise<boolean> {
  try {
    const { http } = await getSupportedChains(client)
    return (http as readonly string[]).includes(chainId)
  } catch {
    return false
  }
}
