import { getWallets } from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import { getRegistryFilters } from './internal/getRegistryFilters.js'
import { preloadWalletImages } from './internal/preloadWalletImages.js'
import { reportApiError } from './internal/reportApiError.js'
import { toRegistryWallet } from './internal/toRegistryWallet.js'
import { walletRegistryLimits } from './walletRegistryLimits.js'

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
): Promise<FetchRecommendedWalletsReturnType> {
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
      ...getRegistryFilters(appKit),
    })
    wallets.recommended = data
      .filter((wallet) => !featured.has(wallet.id))
      .slice(0, walletRegistryLimits.recommended)
      .map((wallet) => toRegistryWallet(appKit, wallet))
    if (wallets.page === 0) wallets.count = count
    wallets.recommendedStatus = 'ready'
    void preloadWalletImages(appKit, wallets.recommended)
  } catch (error) {
    wallets.recommendedStatus = 'error'
    reportApiError(appKit, error)
  }
}
