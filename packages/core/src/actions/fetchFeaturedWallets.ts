import { getWallets } from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import { getRegistryFilters } from './internal/getRegistryFilters.js'
import { preloadWalletImages } from './internal/preloadWalletImages.js'
import { reportApiError } from './internal/reportApiError.js'
import { toRegistryWallet } from './internal/toRegistryWallet.js'

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
): Promise<FetchFeaturedWalletsReturnType> {
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
    const { chains, exclude } = getRegistryFilters(appKit)
    const { data } = await getWallets(appKit.api, {
      page: 1,
      entries: ids.length,
      chains,
      include: ids,
      exclude,
    })
    wallets.featured = data.map((wallet) => toRegistryWallet(appKit, wallet))
    wallets.featuredStatus = 'ready'
    void preloadWalletImages(appKit, wallets.featured)
  } catch (error) {
    wallets.featuredStatus = 'error'
    reportApiError(appKit, error)
  }
}
