import {
  type AppKit,
  type ChainNamespace,
  fetchFeaturedWallets,
  fetchRecommendedWallets,
} from '@airlock/core'

/**
 * Loads the Connect view's featured and recommended wallets for the namespace being connected
 * (every namespace of the instance when the modal was opened without one). Kept in its own chunk:
 * the registry client and its schemas stay out of the first paint.
 */
export function loadConnectWallets(
  appKit: AppKit,
  namespace: ChainNamespace | undefined = appKit.state.modal.namespace,
): Promise<unknown> {
  return Promise.all([
    fetchFeaturedWallets(appKit, { namespace }),
    fetchRecommendedWallets(appKit, { namespace }),
  ])
}
