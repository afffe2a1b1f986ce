import { type AppKit, fetchFeaturedWallets, fetchRecommendedWallets } from '@airlock/core'

/**
 * Loads the Connect view's featured and recommended wallets. Kept in its own chunk: the registry
 * client and its schemas stay out of the first paint.
 */
export function loadConnectWallets(appKit: AppKit): Promise<unknown> {
  return Promise.all([fetchFeaturedWallets(appKit), fetchRecommendedWallets(appKit)])
}
