import {
  type AccountState,
  type AppKit,
  formatBalance,
  formatUsd,
  getLocale,
  groupTokenBalances,
  selectAccount,
} from '@airlock/core'
import { useId, useState } from 'react'
import { Logo } from '../components/Logo.js'
import { text } from '../i18n/text.js'
import { PathIcon } from '../icons/PathIcon.js'
import { useStore } from '../store/useStore.js'

type TokenBalance = AccountState['tokenBalance'][number]

/**
 * The Tokens tab: native and token balances (2 decimals) with their value in USD, in the visitor's
 * locale; liquidity-pool shares folded into one row that opens to list them. The Account view
 * reads the balances (its headline needs them too).
 */
export function TokensPanel({ appKit }: { appKit: AppKit }) {
  const balances = useStore(appKit, (state) => selectAccount(state)?.tokenBalance ?? [])
  const status = useStore(appKit, (state) => selectAccount(state)?.tokenBalanceStatus ?? 'idle')
  // Re-rendered when the language changes (ModalRoot keys on it); amounts in the visitor's locale.
  const locale = getLocale(appKit)

  if (balances.length === 0) {
    // "No tokens yet" only once the data API answered with none; skeleton rows until then.
    if (status === 'idle' || status === 'loading') return <TokenSkeletons appKit={appKit} />
    if (status === 'error')
      return <p className="error-text center">{text(appKit, 'tokenBalanceUnavailable')}</p>
    return <p className="muted center">{text(appKit, 'noTokens')}</p>
  }
  const { tokens, pools } = groupTokenBalances(balances)
  return (
    <ul className="list" aria-label={text(appKit, 'tokens')}>
      {tokens.map((balance) => (
        <TokenRow
          key={balance.address ?? `native:${balance.chainId}`}
          balance={balance}
          locale={locale}
        />
      ))}
      {pools.length > 0 ? <PoolsRow appKit={appKit} pools={pools} locale={locale} /> : null}
    </ul>
  )
}

function TokenRow({ balance, locale }: { balance: TokenBalance; locale: string }) {
  return (
    <li className="item">
      <Logo src={balance.iconUrl || undefined} name={balance.symbol} round />
      <span className="item-main">
        <span className="ellipsis">{balance.name}</span>
        <span className="muted">
          {formatBalance(balance.quantity.numeric, 2, locale)} {balance.symbol}
        </span>
      </span>
      {/* Without a price the worth is unknown, not $0.00. */}
      {balance.price > 0 ? (
        <span className="item-end">{formatUsd(balance.value, locale)}</span>
      ) : null}
    </li>
  )
}

/**
 * The liquidity-pool shares as one row, closed at first: pools of one protocol share a name and
 * symbol ("Uniswap V2", UNI-V2), so one row each reads as duplicates.
 */
function PoolsRow({
  appKit,
  pools,
  locale,
}: {
  appKit: AppKit
  pools: TokenBalance[]
  locale: string
}) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <li className="stack">
      <button
        type="button"
        className="row"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
      >
        <Logo src={pools[0]?.iconUrl || undefined} name={pools[0]?.symbol ?? ''} round />
        <span className="row-label">{text(appKit, 'liquidityPools')}</span>
        <span className="tag">{pools.length}</span>
        <PathIcon d="M9 5l7 7-7 7" mirror />
      </button>
      {open ? (
        <ul id={id} className="list" aria-label={text(appKit, 'liquidityPools')}>
          {pools.map((pool) => (
            <TokenRow key={pool.address ?? pool.symbol} balance={pool} locale={locale} />
          ))}
        </ul>
      ) : null}
    </li>
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
