import {
  type AppKit,
  canCloseModal,
  closeModal,
  goBack,
  type MessageKey,
  pushView,
  selectConnectorById,
  type ViewName,
} from '@airlock/core'
import { text } from '../i18n/text.js'
import { Icon } from '../icons/Icon.js'
import { useStore } from '../store/useStore.js'
import { findRegistryWallet } from './findRegistryWallet.js'
import { useEntrance } from './useEntrance.js'

const viewTitles: Partial<Record<ViewName, MessageKey>> = {
  Connect: 'connectWallet',
  AllWallets: 'allWallets',
  ConnectingExternal: 'connecting',
  Account: 'account',
  Networks: 'chooseNetwork',
  UnsupportedChain: 'unsupportedChainTitle',
  SIWXSignMessage: 'siwxTitle',
  WalletSend: 'send',
  WalletSendPreview: 'reviewSend',
  WalletReceive: 'receive',
  NftDetail: 'nftDetail',
  EmailVerifyOtp: 'otpTitle',
  EmailVerifyDevice: 'deviceTitle',
  UpdateEmailWallet: 'updateEmailTitle',
  UpdateEmailPrimaryOtp: 'otpTitle',
  UpdateEmailSecondaryOtp: 'otpTitle',
  LinkSocial: 'linkSocialLogin',
  ApproveTransaction: 'approveTitle',
  Swap: 'swap',
  SwapSelectToken: 'selectToken',
  SwapPreview: 'reviewSwap',
  ProfileWallets: 'connectedWallets',
  OnRampProviders: 'buy',
  BuyInProgress: 'buy',
  RegisterAccountName: 'chooseName',
  RegisterAccountNameSuccess: 'chooseName',
  WhatIsAWallet: 'whatIsAWallet',
  GetWallet: 'getAWallet',
  WhatIsANetwork: 'whatIsANetwork',
}

/**
 * The modal's header: back (when there is somewhere to go back to) or, on the Connect view, "What
 * is a wallet?" (unless `enableWalletGuide` is off), the view's title, close.
 */
export function Header({ appKit, titleId }: { appKit: AppKit; titleId: string }) {
  const view = useStore(appKit, (state) => state.router.view)
  const canGoBack = useStore(
    appKit,
    (state) => state.router.history.length > 1 && !state.unsupportedChain,
  )
  const closable = useStore(appKit, (state) => canCloseModal(state))
  const walletName = useStore(appKit, (state) => {
    if (state.router.view === 'ConnectingWalletConnect') {
      return findRegistryWallet(appKit, state, state.router.data.walletId)?.name
    }
    const connectorId = state.router.data.connectorId ?? state.connection.connectorId
    return connectorId ? selectConnectorById(state, connectorId)?.name : undefined
  })
  // A login without an email adds one in the same view.
  const addingEmail = useStore(
    appKit,
    (state) => state.router.view === 'UpdateEmailWallet' && !state.auth.email,
  )
  const named = view === 'ConnectingExternal' || view === 'ConnectingWalletConnect'
  const title =
    named && walletName
      ? walletName
      : text(appKit, addingEmail ? 'addEmail' : (viewTitles[view] ?? 'connectWallet'))
  const entrance = useEntrance(appKit, title)
  return (
    <div className="header">
      {canGoBack ? (
        <button
          type="button"
          className="icon-button"
          aria-label={text(appKit, 'back')}
          onClick={() => goBack(appKit)}
        >
          <Icon name="back" />
        </button>
      ) : view === 'Connect' && appKit.options.enableWalletGuide ? (
        <button
          type="button"
          className="icon-button"
          aria-label={text(appKit, 'whatIsAWallet')}
          onClick={() => pushView(appKit, { view: 'WhatIsAWallet' })}
        >
          <HelpIcon />
        </button>
      ) : null}
      <h2 id={titleId} className="title" key={title} data-entrance={entrance || undefined}>
        {title}
      </h2>
      {closable ? (
        <button
          type="button"
          className="icon-button end"
          aria-label={text(appKit, 'close')}
          onClick={() => closeModal(appKit)}
        >
          <Icon name="close" />
        </button>
      ) : null}
    </div>
  )
}

/** A question mark in a circle: drawn here, the only place it shows, not in every view's icon set. */
function HelpIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3a9 9 0 100 18 9 9 0 000-18zM9.5 9.5a2.5 2.5 0 114 2c-.9.6-1.5 1.1-1.5 2.2M12 16.5v.5" />
    </svg>
  )
}
