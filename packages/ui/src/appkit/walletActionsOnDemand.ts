import type { AppKit, ChainNamespace } from '@airlock/core'
import type { WalletItem } from './types.js'
import type { FetchWalletsOptions } from './wallets.js'

// The headless wallet actions (the hooks' and the instance's `fetchWallets` and `connectWallet`),
// each loading its module on first use: a page does not carry the registry's requests and
// connecting until a visitor asks for them.

/** Loads a page of the registry (default: the next) or searches it. */
export async function fetchWalletList(
  appKit: AppKit,
  options?: FetchWalletsOptions,
): Promise<void> {
  const actions = await import('./walletActions.js')
  return actions.fetchWalletList(appKit, options)
}

/**
 * Connects a wallet of the headless lists: an installed one through its connector, any other
 * through WalletConnect (its URI appears in `wcUri`).
 */
export async function connectWalletItem(
  appKit: AppKit,
  wallet: WalletItem,
  namespace?: ChainNamespace,
): Promise<void> {
  const actions = await import('./walletActions.js')
  return actions.connectWalletItem(appKit, wallet, namespace)
}
