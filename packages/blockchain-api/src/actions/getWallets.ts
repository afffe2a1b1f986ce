import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJsonLazily } from '../client/requestJsonLazily.js'
import { walletsPath } from '../routes/paths.js'
import type { WalletsResponse } from '../routes/wallets.js'

export type GetWalletsParameters = {
  /** 1-based page. */
  page: number
  /** Page size: featured = number of ids, recommended 4, list 40, search 100. */
  entries: number
  /** CAIP-2 ids; wallets supporting any of them. */
  chains?: readonly string[] | undefined
  /** Only these wallet ids. */
  include?: readonly string[] | undefined
  /** Never these wallet ids. */
  exclude?: readonly string[] | undefined
  search?: string | undefined
  badge_type?: 'none' | 'certified' | undefined
  signal?: AbortSignal | undefined
}

export type GetWalletsReturnType = WalletsResponse

/**
 * One page of the wallet registry and the total count that matched.
 *
 * @example
 * const { data, count } = await getWallets(client, { page: 1, entries: 40, chains: ['eip155:1'] })
 */
export function getWallets(
  client: BlockchainApiClient,
  parameters: GetWalletsParameters,
): Promise<GetWalletsReturnType> {
  const { signal, ...query } = parameters
  // The Connect view asks as it opens: the registry's schemas load with its answer.
  return requestJsonLazily(
    client,
    { method: 'GET', path: walletsPath },
    () => import('../routes/wallets.js').then((module) => module.walletsRoute),
    { query: { ...query, search: query.search || undefined }, signal },
  )
}
