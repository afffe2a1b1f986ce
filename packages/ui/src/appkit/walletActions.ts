import {
  type AppKit,
  type ChainNamespace,
  connect,
  fetchWallets,
  searchWallets,
} from '@airlock/core'
import type { WalletItem } from './types.js'
import type { FetchWalletsOptions } from './wallets.js'

// The headless API's actions: the hook imports them, the instance's members load them on first
// use, so `createAppKit` does not carry the registry's requests and connecting.

/** Loads a page of the registry (default: the next) or searches it. */
export async function fetchWalletList(
  appKit: AppKit,
  { page, search, query }: FetchWalletsOptions = {},
): Promise<void> {
  const text = search ?? query
  if (text !== undefined) return searchWallets(appKit, { search: text })
  await searchWallets(appKit, { search: '' })
  return fetchWallets(appKit, { page: page ?? appKit.state.wallets.page + 1 })
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
  const installed = wallet.connectors.find(
    (connector) => !namespace || connector.chain === namespace,
  )
  const walletConnect = Object.values(appKit.state.adapterConnectors)
    .flatMap((connectors) => connectors ?? [])
    .find((connector) => connector.type === 'WALLET_CONNECT')
  const connectorId = installed ? wallet.id : (walletConnect?.id ?? wallet.id)
  await connect(appKit, { connectorId, namespace })
}
