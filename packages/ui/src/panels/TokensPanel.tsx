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
  // Re-rendered when the language changes (ModalRoot keys on it); amounts in the visitor's locale.
  const locale = getLocale(appKit)

  useShownEffect(() => {
    if (address && networkId) void fetchTokenBalances(appKit)
  }, [appKit, address, networkId])

  if (balances.length === 0) return <p className="muted center">{text(appKit, 'noTokens')}</p>
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
