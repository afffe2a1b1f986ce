import {
  type AppKit,
  fetchTokenBalances,
  formatBalance,
  formatUsd,
  getLocale,
  selectAccount,
} from '@airlock/core'
import { Logo } from '../components/Logo.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'

/** The Tokens tab: native and token balances (2 decimals) with their value in USD, in the visitor's locale. */
export function TokensPanel({ appKit }: { appKit: AppKit }) {
  const address = useStore(appKit, (state) => selectAccount(state)?.address)
  const networkId = useStore(appKit, (state) => state.activeNetworkId)
  const balances = useStore(appKit, (state) => selectAccount(state)?.tokenBalance ?? [])
  const status = useStore(appKit, (state) => selectAccount(state)?.tokenBalanceStatus ?? 'idle')
  // Re-rendered when the language changes (ModalRoot keys on it); amounts in the visitor's locale.
  const locale = getLocale(appKit)

  useShownEffect(() => {
    if (address && networkId) void fetchTokenBalances(appKit)
  }, [appKit, address, networkId])

  if (balances.length === 0) {
    // "No tokens yet" only once the data API answered with none; skeleton rows until then.
    if (status === 'idle' || status === 'loading') return <TokenSkeletons appKit={appKit} />
    if (status === 'error')
      return <p className="error-text center">{text(appKit, 'tokenBalanceUnavailable')}</p>
    return <p className="muted center">{text(appKit, 'noTokens')}</p>
  }
  return (
    <ul className="list" aria-label={text(appKit, 'tokens')}>
      {balances.map((balance) => (
        <li key={balance.address ?? `native:${balance.chainId}`} className="item">
          <Logo src={balance.iconUrl || undefined} name={balance.symbol} round />
          <span className="item-main">
            <span className="ellipsis">{balance.name}</span>
            <span className="muted">
              {formatBalance(balance.quantity.numeric, 2, locale)} {balance.symbol}
            </span>
          </span>
          <span className="item-end">{formatUsd(balance.value, locale)}</span>
        </li>
      ))}
    </ul>
  )
}

/** Placeholder rows in the list's own shape while the first answer is on its way; announced once. */
function TokenSkeletons({ appKit }: { appKit: AppKit }) {
  return (
    <div className="list" role="status" aria-busy="true">
      <span className="sr-only">{text(appKit, 'loading')}</span>
      {[0, 1, 2].map((key) => (
        <div key={key} className="item skeleton" aria-hidden="true">
          <span className="logo round" />
          <span className="item-main">
            <span className="skeleton-line" />
            <span className="skeleton-line short" />
          </span>
        </div>
      ))}
    </div>
  )
}
