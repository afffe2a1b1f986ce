import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import type { RequestErrorType } from '../errors/request.js'
import { type AccountNftsResponse, accountNftsRoute } from '../routes/accountNfts.js'
import { isNetworkSupported } from './isNetworkSupported.js'

export type GetAccountNftsParameters = {
  address: string
  /** CAIP-2 network id; all supported networks when absent. */
  chainId?: string | undefined
  signal?: AbortSignal | undefined
}

export type GetAccountNftsReturnType = AccountNftsResponse

export type GetAccountNftsErrorType = RequestErrorType

/**
 * The ERC-721 tokens an account holds, with name, collection and image.
 *
 * @example
 * const { data } = await getAccountNfts(client, { address, chainId: 'eip155:31337' })
 */
export async function getAccountNfts(
  client: BlockchainApiClient,
  parameters: GetAccountNftsParameters,
): Promise<GetAccountNftsReturnType> {
  if (parameters.chainId && !(await isNetworkSupported(client, parameters.chainId))) {
    return { data: [] }
  }
  return requestJson(client, accountNftsRoute, {
    params: { address: parameters.address },
    query: { chainId: parameters.chainId },
    signal: parameters.signal,
  })
}
