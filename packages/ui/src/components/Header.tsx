import {
  type AppKit,
  canCloseModal,
  closeModal,
  goBack,
  type MessageKey,
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
  ApproveTransaction: 'approveTitle',
  Swap: 'swap',
  SwapSelectToken: 'selectToken',
  SwapPreview: 'reviewSwap',
  ProfileWallets: 'connectedWallets',
  OnRampProviders: 'buy',
  BuyInProgress: 'buy',
  RegisterAccountName: 'chooseName',
  RegisterAccountNameSuccess: 'chooseName',
}

/** The modal's header: back (when there is somewhere to go back to), the view's title, close. */
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
  const named = view === 'ConnectingExternal' || view === 'ConnectingWalletConnect'
  const title = named && walletName ? walletName : text(appKit, viewTitles[view] ?? 'connectWallet')
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
