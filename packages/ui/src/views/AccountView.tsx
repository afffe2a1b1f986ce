import {
  type AppKit,
  fetchBalance,
  fetchIdentity,
  fetchProfileName,
  fetchTokenBalances,
  formatBalance,
  formatUsd,
  getActiveNetwork,
  getLocale,
  getNetworkImageUrl,
  getPortfolioValue,
  type PortfolioValue,
  pushView,
  selectAccount,
  setPreferredAccountType,
} from '@airlock/core'
import { AccountTabs } from '../components/AccountTabs.js'
import { Avatar } from '../components/Avatar.js'
import { formatLabelledAddress } from '../components/addressLabel.js'
import { Logo } from '../components/Logo.js'
import type { ViewProps } from '../components/lazyView.js'
import { OtherAccounts } from '../components/OtherAccounts.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { WalletFeatures } from '../components/WalletFeatures.js'
import { text } from '../i18n/text.js'
import { Icon, type IconName } from '../icons/Icon.js'
import { copyWithToast } from '../navigation/copyWithToast.js'
import { disconnectAndClose } from '../navigation/disconnectAndClose.js'
import { useStore } from '../store/useStore.js'
import { accountStyles } from '../styles/accountStyles.js'
import { accountViewStyles } from '../styles/accountViewStyles.js'

/**
 * The connected account: avatar, name, address (after the dapp's label for it; copy), the total value as the headline (the native
 * balance below it, or in its place when nothing has a price), block explorer, the wallet actions,
 * the Tokens / NFTs / Activity tabs its namespace has, the accounts of other connected namespaces,
 * network and disconnect.
 */
export function AccountView({ appKit }: ViewProps) {
  const namespace = useStore(appKit, (state) => state.activeNamespace)
  const account = useStore(appKit, (state) => selectAccount(state))
  const network = useStore(appKit, (state) => getActiveNetwork({ options: appKit.options, state }))
  const networkId = useStore(appKit, (state) => state.activeNetworkId)
  const total = useStore(appKit, (state) => getPortfolioValue(selectAccount(state)))
  const unsupported = useStore(appKit, (state) => state.unsupportedChain)
  // Several wallets connected at once: the row to see, switch and disconnect them.
  const wallets = useStore(appKit, (state) =>
    Object.values(state.connections).reduce((count, list) => count + (list?.length ?? 0), 0),
  )
  const authEmail = useStore(appKit, (state) =>
    account?.connectedWalletInfo?.type === 'AUTH' ? state.auth.email : undefined,
  )
  // A login without an email (passkey-first, social, Farcaster) may add one.
  const canAddEmail = useStore(
    appKit,
    (state) => account?.connectedWalletInfo?.type === 'AUTH' && !state.auth.email,
  )
  const socialName = useStore(appKit, (state) => (canAddEmail ? state.auth.username : undefined))

  // A login of the embedded wallet may link a social login (not Farcaster) to open it too.
  const canLinkSocial =
    account?.connectedWalletInfo?.type === 'AUTH' &&
    (appKit.options.features.socials || []).some((provider) => provider !== 'farcaster')
  const smartAccount = useStore(appKit, (state) =>
    account?.connectedWalletInfo?.type === 'AUTH' && namespace === 'eip155'
      ? state.auth.accounts?.find((entry) => entry.type === 'smartAccount')?.address
      : undefined,
  )

  useShownEffect(() => {
    if (namespace) void fetchBalance(appKit, { namespace })
  }, [appKit, namespace])

  // The headline and the Tokens tab read the same balances: read once here (kept 30 s).
  const address = account?.address
  useShownEffect(() => {
    if (address && networkId) void fetchTokenBalances(appKit)
  }, [appKit, address, networkId])

  // Names are eip155 only; without one the account keeps showing its address alone.
  const eip155Address = namespace === 'eip155' ? account?.address : undefined
  useShownEffect(() => {
    if (!eip155Address) return
    // The server's own names (its reverse route) come first; else the identity route's ENS name.
    void fetchProfileName(appKit).catch(() => {})
    void fetchIdentity(appKit).catch(() => {})
  }, [appKit, eip155Address])

  if (!address) return null
  const symbol = account.balanceSymbol ?? network.nativeCurrency.symbol

  const copy = () => {
    copyWithToast(appKit, address, 'addressCopied')
  }

  return (
    <div className="stack">
      <style>{accountStyles + accountViewStyles}</style>
      <div className="center">
        <Avatar address={address} src={account.profileImage} className="avatar" />
        {account.profileName ? <strong>{account.profileName}</strong> : null}
        <div className="address-line">
          <span title={address}>{formatLabelledAddress(address, account.addressLabels)}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={text(appKit, 'copyAddress')}
            onClick={copy}
          >
            <Icon name="copy" size={18} />
          </button>
        </div>
        <PortfolioTotal appKit={appKit} total={total} balance={account.balance} symbol={symbol} />
        {total.status !== 'unpriced' && account.balance !== undefined ? (
          <p className="muted">
            <span className="sr-only">{text(appKit, 'balance')}: </span>
            {formatBalance(account.balance, 3, getLocale(appKit))} {symbol}
          </p>
        ) : null}
        {account.addressExplorerUrl ? (
          <a
            className="secondary"
            href={account.addressExplorerUrl}
            target="_blank"
            rel="noreferrer noopener"
          >
            {text(appKit, 'viewOnExplorer')}
            <Icon name="external" size={16} />
          </a>
        ) : null}
      </div>
      {authEmail ? (
        <ViewRow
          icon="mail"
          label={authEmail}
          hint={text(appKit, 'updateEmail')}
          onClick={() => pushView(appKit, { view: 'UpdateEmailWallet' })}
        />
      ) : canAddEmail ? (
        <>
          {socialName ? <p className="center muted">{socialName}</p> : null}
          <ViewRow
            icon="mail"
            label={text(appKit, 'addEmail')}
            onClick={() => pushView(appKit, { view: 'UpdateEmailWallet' })}
          />
        </>
      ) : null}
      {canLinkSocial ? (
        <ViewRow
          icon="link"
          label={text(appKit, 'linkSocialLogin')}
          onClick={() => pushView(appKit, { view: 'LinkSocial' })}
        />
      ) : null}
      {smartAccount ? (
        <button
          type="button"
          className="row"
          onClick={() =>
            void setPreferredAccountType(appKit, {
              type: smartAccount.toLowerCase() === address.toLowerCase() ? 'eoa' : 'smartAccount',
            }).catch(() => undefined)
          }
        >
          <span className="logo round" aria-hidden="true">
            <Icon name="wallet" />
          </span>
          <span className="row-label">
            {text(
              appKit,
              smartAccount.toLowerCase() === address.toLowerCase()
                ? 'switchToEoa'
                : 'switchToSmartAccount',
            )}
          </span>
        </button>
      ) : null}
      <WalletFeatures appKit={appKit} />
      {eip155Address && !account.profileName ? (
        <button
          type="button"
          className="row"
          onClick={() => pushView(appKit, { view: 'RegisterAccountName' })}
        >
          <span className="logo round" aria-hidden="true">
            <Icon name="wallet" />
          </span>
          <span className="row-label">{text(appKit, 'chooseName')}</span>
          <Icon name="chevron" />
        </button>
      ) : null}
      <AccountTabs appKit={appKit} />
      <OtherAccounts appKit={appKit} />
      {wallets > 1 ? (
        <button
          type="button"
          className="row"
          onClick={() => pushView(appKit, { view: 'ProfileWallets' })}
        >
          <span className="row-label">{text(appKit, 'connectedWallets')}</span>
          <span className="tag">{wallets}</span>
          <Icon name="chevron" />
        </button>
      ) : null}
      <button
        type="button"
        className="row"
        onClick={() => pushView(appKit, { view: unsupported ? 'UnsupportedChain' : 'Networks' })}
      >
        <Logo src={getNetworkImageUrl(appKit, network)} name={network.name} round />
        <span className="row-label">
          {unsupported ? text(appKit, 'unsupportedChain') : network.name}
        </span>
        <Icon name="chevron" />
      </button>
      <button type="button" className="row" onClick={() => disconnectAndClose(appKit)}>
        <span className="logo round" aria-hidden="true">
          <Icon name="disconnect" />
        </span>
        <span className="row-label">{text(appKit, 'disconnect')}</span>
      </button>
    </div>
  )
}

/**
 * The Account view's headline: the total value in USD; a placeholder until the balances are in
 * (never $0.00); the native balance when no token has a price.
 */
function PortfolioTotal({
  appKit,
  total,
  balance,
  symbol,
}: {
  appKit: AppKit
  total: PortfolioValue
  balance: string | undefined
  symbol: string
}) {
  const locale = getLocale(appKit)
  if (total.status === 'loading')
    return (
      <p className="total" aria-busy="true">
        <span className="sr-only">{text(appKit, 'totalValue')}</span>
        <span className="skeleton-line" aria-hidden="true" />
      </p>
    )
  if (total.status === 'unpriced' && balance === undefined) return null
  const shown =
    total.status === 'priced'
      ? formatUsd(total.usd, locale)
      : `${formatBalance(balance, 3, locale)} ${symbol}`
  // Long amounts ('32.049.962,95 US$') take a smaller size, so the headline fits the card.
  return (
    <p className={shown.length > 12 ? 'total long' : 'total'}>
      <span className="sr-only">
        {text(appKit, total.status === 'priced' ? 'totalValue' : 'balance')}:{' '}
      </span>
      {shown}
    </p>
  )
}

/** A row of the Account view that opens another view: its icon, its label (and a hint for readers). */
function ViewRow(props: { icon: IconName; label: string; hint?: string; onClick: () => void }) {
  return (
    <button type="button" className="row" onClick={props.onClick}>
      <span className="logo round" aria-hidden="true">
        <Icon name={props.icon} />
      </span>
      <span className="row-label">{props.label}</span>
      {props.hint ? <span className="sr-only">{props.hint}</span> : null}
      <Icon name="chevron" />
    </button>
  )
}
