import { lazyView } from './lazyView.js'

const connectingWalletConnect = lazyView(() =>
  import('../views/ConnectingWalletConnectView.js').then(
    (module) => module.ConnectingWalletConnectView,
  ),
)

/** Views beyond the first paint, each in its own chunk. */
export const lazyViews = {
  AllWallets: lazyView(() =>
    import('../views/AllWalletsView.js').then((module) => module.AllWalletsView),
  ),
  ConnectingExternal: lazyView(() =>
    import('../views/ConnectingExternalView.js').then((module) => module.ConnectingExternalView),
  ),
  ConnectingWalletConnect: connectingWalletConnect,
  ConnectingWalletConnectBasic: connectingWalletConnect,
  Account: lazyView(() => import('../views/AccountView.js').then((module) => module.AccountView)),
  Networks: lazyView(() =>
    import('../views/NetworksView.js').then((module) => module.NetworksView),
  ),
  SIWXSignMessage: lazyView(() =>
    import('../views/SIWXSignMessageView.js').then((module) => module.SIWXSignMessageView),
  ),
  UnsupportedChain: lazyView(() =>
    import('../views/UnsupportedChainView.js').then((module) => module.UnsupportedChainView),
  ),
  WalletSend: lazyView(() =>
    import('../views/WalletSendView.js').then((module) => module.WalletSendView),
  ),
  WalletSendPreview: lazyView(() =>
    import('../views/WalletSendPreviewView.js').then((module) => module.WalletSendPreviewView),
  ),
  WalletReceive: lazyView(() =>
    import('../views/WalletReceiveView.js').then((module) => module.WalletReceiveView),
  ),
  NftDetail: lazyView(() =>
    import('../views/NftDetailView.js').then((module) => module.NftDetailView),
  ),
}

/**
 * The dialog itself (header, focus handling, the Connect view): not needed to paint the page, so
 * it loads with the first idle prefetch, or on the first open if that comes sooner.
 */
export const lazyDialog = lazyView(() => import('./Dialog.js').then((module) => module.Dialog))

/** Loads the dialog and every lazy view's chunk (called when the page is idle after mounting). */
export function prefetchViews(): Promise<unknown> {
  return lazyDialog
    .prefetch()
    .then(() => Promise.all(Object.values(lazyViews).map((view) => view.prefetch())))
}
