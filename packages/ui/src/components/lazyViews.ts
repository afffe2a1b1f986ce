import { type AppKit, loadMessageGroups, type MessageGroup, type ViewName } from '@airlock/core'
import { type LazyView, lazyView } from './lazyView.js'

// The catalogue groups of the views past the dialog's own (`modal`, which every view has).
const email: readonly MessageGroup[] = ['modal', 'email']
const account: readonly MessageGroup[] = ['modal', 'account']
const swap: readonly MessageGroup[] = ['modal', 'account', 'swap']
// Buy, and Send (with `swap`), choose their token in the swap views' picker, with its texts.
const buy: readonly MessageGroup[] = ['modal', 'account', 'buy', 'swap']
const names: readonly MessageGroup[] = ['modal', 'account', 'names']
const guide: readonly MessageGroup[] = ['modal', 'guide']

const connectingWalletConnect = lazyView(() =>
  import('../views/ConnectingWalletConnectView.js').then(
    (module) => module.ConnectingWalletConnectView,
  ),
)

const updateEmailOtp = () => import('../views/UpdateEmailOtpViews.js')
const onRampViews = () => import('../views/OnRampViews.js')
const registerAccountName = () => import('../views/RegisterAccountNameViews.js')
const walletGuide = () => import('../views/WalletGuideViews.js')

/** Views beyond the first paint, each in its own chunk. */
const lazyViews = {
  EmailVerifyOtp: lazyView(
    () => import('../views/EmailVerifyOtpView.js').then((module) => module.EmailVerifyOtpView),
    email,
  ),
  EmailVerifyDevice: lazyView(
    () =>
      import('../views/EmailVerifyDeviceView.js').then((module) => module.EmailVerifyDeviceView),
    email,
  ),
  UpdateEmailWallet: lazyView(
    () =>
      import('../views/UpdateEmailWalletView.js').then((module) => module.UpdateEmailWalletView),
    email,
  ),
  UpdateEmailPrimaryOtp: lazyView(
    () => updateEmailOtp().then((module) => module.UpdateEmailPrimaryOtpView),
    email,
  ),
  UpdateEmailSecondaryOtp: lazyView(
    () => updateEmailOtp().then((module) => module.UpdateEmailSecondaryOtpView),
    email,
  ),
  LinkSocial: lazyView(
    () => import('../views/LinkSocialView.js').then((module) => module.LinkSocialView),
    ['modal', 'account'],
  ),
  ApproveTransaction: lazyView(
    () =>
      import('../views/ApproveTransactionView.js').then((module) => module.ApproveTransactionView),
    email,
  ),
  AllWallets: lazyView(() =>
    import('../views/AllWalletsView.js').then((module) => module.AllWalletsView),
  ),
  ConnectingExternal: lazyView(() =>
    import('../views/ConnectingExternalView.js').then((module) => module.ConnectingExternalView),
  ),
  ConnectingWalletConnect: connectingWalletConnect,
  ConnectingWalletConnectBasic: connectingWalletConnect,
  ConnectingFarcaster: lazyView(() =>
    import('../views/ConnectingFarcasterView.js').then((module) => module.ConnectingFarcasterView),
  ),
  Account: lazyView(
    () => import('../views/AccountView.js').then((module) => module.AccountView),
    account,
  ),
  Networks: lazyView(() =>
    import('../views/NetworksView.js').then((module) => module.NetworksView),
  ),
  SIWXSignMessage: lazyView(() =>
    import('../views/SIWXSignMessageView.js').then((module) => module.SIWXSignMessageView),
  ),
  UnsupportedChain: lazyView(
    () => import('../views/UnsupportedChainView.js').then((module) => module.UnsupportedChainView),
    account,
  ),
  WalletSend: lazyView(
    () => import('../views/WalletSendView.js').then((module) => module.WalletSendView),
    swap,
  ),
  WalletSendPreview: lazyView(
    () =>
      import('../views/WalletSendPreviewView.js').then((module) => module.WalletSendPreviewView),
    account,
  ),
  WalletReceive: lazyView(
    () => import('../views/WalletReceiveView.js').then((module) => module.WalletReceiveView),
    account,
  ),
  NftDetail: lazyView(
    () => import('../views/NftDetailView.js').then((module) => module.NftDetailView),
    account,
  ),
  Swap: lazyView(() => import('../views/SwapView.js').then((module) => module.SwapView), swap),
  SwapSelectToken: lazyView(
    () => import('../views/SwapSelectTokenView.js').then((module) => module.SwapSelectTokenView),
    swap,
  ),
  SwapPreview: lazyView(
    () => import('../views/SwapPreviewView.js').then((module) => module.SwapPreviewView),
    swap,
  ),
  ProfileWallets: lazyView(
    () => import('../views/ProfileWalletsView.js').then((module) => module.ProfileWalletsView),
    account,
  ),
  OnRampProviders: lazyView(() => onRampViews().then((module) => module.OnRampProvidersView), buy),
  BuyInProgress: lazyView(() => onRampViews().then((module) => module.BuyInProgressView), buy),
  RegisterAccountName: lazyView(
    () => registerAccountName().then((module) => module.RegisterAccountNameView),
    names,
  ),
  RegisterAccountNameSuccess: lazyView(
    () => registerAccountName().then((module) => module.RegisterAccountNameSuccessView),
    names,
  ),
  WhatIsAWallet: lazyView(() => walletGuide().then((module) => module.WhatIsAWalletView)),
  GetWallet: lazyView(() => walletGuide().then((module) => module.GetWalletView)),
  WhatIsANetwork: lazyView(
    () => import('../views/WhatIsANetworkView.js').then((module) => module.WhatIsANetworkView),
    guide,
  ),
}

/**
 * The dialog itself (header, focus handling, the Connect view): not needed to paint the page, so
 * it loads with the first idle prefetch, or on the first open if that comes sooner.
 */
export const lazyDialog = lazyView(() => import('./Dialog.js').then((module) => module.Dialog))

type LazyViewName = keyof typeof lazyViews

/**
 * Where a visitor can go in one step from each view, the likeliest first. While a view shows,
 * these load when the page is idle: the next click never waits for a chunk. While the modal is
 * closed only the likeliest loads, so visitors who never open it carry little.
 */
const nextViews: Partial<Record<ViewName, readonly LazyViewName[]>> = {
  Connect: [
    'ConnectingExternal',
    'AllWallets',
    'ConnectingWalletConnect',
    'EmailVerifyOtp',
    'WhatIsAWallet',
  ],
  EmailVerifyOtp: ['Account', 'SIWXSignMessage'],
  EmailVerifyDevice: ['EmailVerifyOtp'],
  UpdateEmailWallet: ['UpdateEmailPrimaryOtp', 'UpdateEmailSecondaryOtp'],
  UpdateEmailPrimaryOtp: ['UpdateEmailSecondaryOtp'],
  UpdateEmailSecondaryOtp: ['Account'],
  ApproveTransaction: ['Account'],
  AllWallets: ['ConnectingExternal', 'ConnectingWalletConnect'],
  ConnectingExternal: ['Account', 'SIWXSignMessage'],
  ConnectingWalletConnect: ['Account', 'SIWXSignMessage', 'GetWallet'],
  ConnectingWalletConnectBasic: ['Account', 'SIWXSignMessage'],
  SIWXSignMessage: ['Account'],
  // The wallet moving to a chain the app did not configure opens UnsupportedChain unasked.
  Account: [
    'Networks',
    'WalletSend',
    'WalletReceive',
    'NftDetail',
    'UnsupportedChain',
    'ApproveTransaction',
    'UpdateEmailWallet',
    'LinkSocial',
    'Swap',
    'ProfileWallets',
    'OnRampProviders',
    'RegisterAccountName',
  ],
  LinkSocial: ['ApproveTransaction', 'Account'],
  Networks: ['Account'],
  UnsupportedChain: ['Networks', 'Account'],
  WalletSend: ['WalletSendPreview'],
  WalletSendPreview: ['Account'],
  WalletReceive: ['Account'],
  NftDetail: ['Account'],
  Swap: ['SwapSelectToken', 'SwapPreview'],
  SwapSelectToken: ['Swap'],
  SwapPreview: ['Account'],
  OnRampProviders: ['BuyInProgress'],
  WhatIsAWallet: ['GetWallet'],
  WhatIsANetwork: ['Networks'],
  BuyInProgress: ['Account'],
}

/** The lazy views by router view name. */
export const deferredViews: Partial<Record<ViewName, LazyView>> = lazyViews

/**
 * Loads the dialog, `view` and the views one step from it, with their texts: all of them while
 * `view` shows, the likeliest only while it is the view an open would show.
 */
export function prefetchViews(
  appKit: AppKit,
  view: ViewName,
  { showing }: { showing: boolean },
): Promise<unknown> {
  const next = nextViews[view] ?? []
  const views = [view, ...(showing ? next : next.slice(0, 1))].flatMap(
    (name) => deferredViews[name] ?? [],
  )
  const groups = new Set(['modal' as const, ...views.flatMap((lazy) => lazy.groups)])
  return Promise.all([
    loadMessageGroups(appKit, { groups: [...groups] }),
    lazyDialog.prefetch().then(() => Promise.all(views.map((lazy) => lazy.prefetch()))),
  ])
}

const viewShownListeners = new WeakMap<AppKit, Set<() => void>>()

/**
 * Runs `listener` once, the next time a view of `appKit`'s dialog shows with its content (the
 * view's chunk and texts in, committed, the dialog visible). Returns the cancel.
 */
export function onceViewShown(appKit: AppKit, listener: () => void): () => void {
  const listeners = viewShownListeners.get(appKit) ?? new Set<() => void>()
  viewShownListeners.set(appKit, listeners)
  const once = () => {
    listeners.delete(once)
    listener()
  }
  listeners.add(once)
  return () => listeners.delete(once)
}

/** Called by the router when a view has shown with its content: runs the `onceViewShown` listeners. */
export function notifyViewShown(appKit: AppKit): void {
  for (const listener of [...(viewShownListeners.get(appKit) ?? [])]) listener()
}
