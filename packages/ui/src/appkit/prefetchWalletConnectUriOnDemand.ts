import type { AppKit } from '@airlock/core'

/**
 * Starts a WalletConnect pairing ahead (its URI in the state), the pairing code loaded on first
 * use so it stays out of the page's first load: AppKit's headless `getWcUri`.
 *
 * @example button.onpointerenter = () => prefetchWalletConnectUriOnDemand(appKit)
 */
export async function prefetchWalletConnectUriOnDemand(appKit: AppKit): Promise<void> {
  const { prefetchWalletConnectUri } = await import('./lazyActions.js')
  await prefetchWalletConnectUri(appKit)
}
