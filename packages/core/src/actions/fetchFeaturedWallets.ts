import { getWallets } from '@airlock/blockchain-api'
import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { getRegistryFilters, switchRegistryChains } from './internal/getRegistryFilters.js'
import { preloadWalletImages } from './internal/preloadWalletImages.js'
import { reportApiError } from './internal/reportApiError.js'
import { toRegistryWallet } from './internal/toRegistryWallet.js'

export type FetchFeaturedWalletsParameters = {
  /**
   * Only the featured wallets serving this namespace (the one the modal connects); default every
   * network of the instance. Lists loaded for other chains are emptied first.
   */
  namespace?: ChainNamespace | undefined
}

export type FetchFeaturedWalletsReturnType = undefined

/**
 * Loads the `featuredWalletIds` wallets, in that order, into `state.wallets.featured` (one page
 * whose size is the number of ids). Nothing is fetched without ids, nor twice; a failure sets
 * `featuredStatus` to 'error' instead of throwing.
 *
 * @example
 * await fetchFeaturedWallets(appKit)
 */
export async function fetchFeaturedWallets(
  appKit: AppKit,
  { namespace }: FetchFeaturedWalletsParameters = {},
): Promise<FetchFeaturedWalletsReturnType> {
  const { chains, exclude } = getRegistryFilters(appKit, namespace)
  const key = switchRegistryChains(appKit, chains)
  const wallets = appKit.state.wallets
  const ids = appKit.options.featuredWalletIds
  if (
    ids.length === 0 ||
    wallets.featuredStatus === 'loading' ||
    wallets.featuredStatus === 'ready'
  )
    return
  wallets.featuredStatus = 'loading'
  try {
    const { data } = await getWallets(appKit.api, {
      page: 1,
      entries: ids.length,
      chains,
      include: ids,
      exclude,
    })
    if (wallets.chains !== key) return
    wallets.featured = data.map((wallet) => toRegistryWallet(appKit, wallet))
    wallets.featuredStatus = 'ready'
    void preloadWalletImages(appKit, wallets.featured)
  } catch (error) {
    if (wallets.chains !== key) return
    wallets.featuredStatus = 'error'
    reportApiError(appKit, error)
  }
}
