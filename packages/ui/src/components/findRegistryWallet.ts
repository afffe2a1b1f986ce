import type { AppKit, AppKitState, CustomWallet, RegistryWallet } from '@airlock/core'
import { toSafeHref } from './toSafeHref.js'

/** A wallet of the registry lists the instance holds (or of the app's custom wallets), by id. */
export function findRegistryWallet(
  appKit: AppKit,
  state: AppKitState,
  walletId: string | undefined,
): RegistryWallet | CustomWallet | undefined {
  if (!walletId) return undefined
  const { wallets } = state
  return (
    appKit.options.customWallets?.find((wallet) => wallet.id === walletId) ??
    [...wallets.featured, ...wallets.recommended, ...wallets.list, ...wallets.search.results].find(
      (wallet) => wallet.id === walletId,
    )
  )
}

/**
 * Where to open a wallet (its web or desktop app) and where to get it (a store or its homepage):
 * the first of each that is safe as an `href` (`toSafeHref`).
 */
export function getWalletLinks(wallet: RegistryWallet | CustomWallet): {
  openLink: string | undefined
  getLink: string | undefined
} {
  const stores = 'chrome_store' in wallet ? [wallet.chrome_store] : []
  const later = 'app_store' in wallet ? [wallet.app_store, wallet.play_store] : []
  return {
    openLink: [wallet.webapp_link, wallet.desktop_link].map(toSafeHref).find(Boolean),
    getLink: [...stores, wallet.homepage, ...later].map(toSafeHref).find(Boolean),
  }
}
