import { getWallets } from '@airlock/blockchain-api'
import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { getRegistryFilters, switchRegistryChains } from './internal/getRegistryFilters.js'
import { preloadWalletImages } from './internal/preloadWalletImages.js'
import { reportApiError } from './internal/reportApiError.js'
import { toRegistryWallet } from './internal/toRegistryWallet.js'
import { walletRegistryLimits } from './walletRegistryLimits.js'

export type FetchRecommendedWalletsParameters = {
  /**
   * Only the wallets serving this namespace (the one the modal connects); default every network
   * of the instance. Lists loaded for other chains are emptied first.
   */
  namespace?: ChainNamespace | undefined
}

export type FetchRecommendedWalletsReturnType = undefined

/**
 * Loads the first 4 registry wallets that are not featured into `state.wallets.recommended`, and
 * the registry's count (for the "All Wallets" entry) into `state.wallets.count`. Runs once; a
 * failure sets `recommendedStatus` to 'error' (and shows the alert a misconfigured project calls
 * for) instead of throwing.
 *
 * @example
 * await fetchRecommendedWallets(appKit)
 */
export async function fetchRecommendedWallets(
  appKit: AppKit,
  { namespace }: FetchRecommendedWalletsParameters = {},
): Promise<FetchRecommendedWalletsReturnType> {
  const filters = getRegistryFilters(appKit, namespace)
  const key = switchRegistryChains(appKit, filters.chains)
  const wallets = appKit.state.wallets
  if (wallets.recommendedStatus === 'loading' || wallets.recommendedStatus === 'ready') return
  wallets.recommendedStatus = 'loading'
  const featured = new Set(appKit.options.featuredWalletIds)
  try {
    // Ask for as many more as there are featured ids, so 4 remain once they are left out while
    // the count stays the registry's total.
    const { data, count } = await getWallets(appKit.api, {
      page: 1,
      entries: Math.min(
        walletRegistryLimits.recommended + featured.size,
        walletRegistryLimits.search,
      ),
      ...filters,
    })
    if (wallets.chains !== key) return
    wallets.recommended = data
      .filter((wallet) => !featured.has(wallet.id))
      .slice(0, walletRegistryLimits.recommended)
      .map((wallet) => toRegistryWallet(appKit, wallet))
    if (wallets.page === 0) wallets.count = count
    wallets.recommendedStatus = 'ready'
    void preloadWalletImages(appKit, wallets.recommended)
  } catch (error) {
    if (wallets.chains !== key) return
    wallets.recommendedStatus = 'error'
    reportApiError(appKit, error)
  }
}
