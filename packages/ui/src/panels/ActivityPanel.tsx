import {
  type AppKit,
  describeTransaction,
  fetchCounterpartyNames,
  fetchTransactions,
  filterTransactions,
  formatDateTime,
  formatRelativeTime,
  getLocale,
  getTransactionGroupTitle,
  groupTransactions,
  type MessageKey,
  selectAccount,
  type TransactionDescription,
} from '@airlock/core'
import { useRef } from 'react'
import { Logo } from '../components/Logo.js'
import { Spinner } from '../components/Spinner.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'

const operationLabels: Record<TransactionDescription['operationType'], MessageKey> = {
  send: 'operationSend',
  receive: 'operationReceive',
  mint: 'operationMint',
  burn: 'operationBurn',
  execute: 'operationExecute',
  deploy: 'operationDeploy',
  approve: 'operationApprove',
  buy: 'operationBuy',
}

/**
 * The Activity tab: the connected chain's history grouped by year and month, newest first, the
 * next page loading as the end scrolls into view (or with the Load more button); a row names its
 * counterparty when it has a name (ENS, or the server's own). Month names,
 * amounts, relative times and the full date (a row's tooltip) are in the visitor's locale.
 */
export function ActivityPanel({ appKit }: { appKit: AppKit }) {
  const address = useStore(appKit, (state) => selectAccount(state)?.address)
  const networkId = useStore(appKit, (state) => state.activeNetworkId)
  const { transactions, status, next, names } = useStore(appKit, (state) => state.transactions)
  const end = useRef<HTMLDivElement>(null)

  useShownEffect(() => {
    if (address && networkId) fetchTransactions(appKit).catch(() => {})
  }, [appKit, address, networkId])

  // Each page's counterparties are named once it is in (each address asked once).
  useShownEffect(() => {
    if (transactions.length > 0) void fetchCounterpartyNames(appKit)
  }, [appKit, transactions.length])

  const loadMore = () => {
    const { next: cursor, status: current } = appKit.state.transactions
    if (cursor && current !== 'loading') fetchTransactions(appKit, { cursor }).catch(() => {})
  }

  useShownEffect(() => {
    const target = end.current
    if (!target || !next || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) loadMore()
    })
    observer.observe(target)
    return () => observer.disconnect()
  })

  const shown = filterTransactions(transactions, networkId)
  if (shown.length === 0) {
    if (status === 'loading' || status === 'idle') return <Spinner appKit={appKit} />
    return (
      <div className="stack center">
        <p className={status === 'error' ? 'error-text' : 'muted'}>
          {text(appKit, status === 'error' ? 'failedToFetchTransactions' : 'noActivity')}
        </p>
        {status === 'error' ? (
          <button
            type="button"
            className="secondary"
            onClick={() => fetchTransactions(appKit).catch(() => {})}
          >
            {text(appKit, 'retry')}
          </button>
        ) : null}
      </div>
    )
  }
  const now = Date.now()
  const locale = getLocale(appKit)
  return (
    <div className="stack">
      {groupTransactions(shown).map((group) => {
        const title = getTransactionGroupTitle(group, { now, locale })
        const headingId = `activity-${group.year}-${group.month}`
        return (
          <section key={headingId} aria-labelledby={headingId}>
            <h3 id={headingId} className="group-title">
              {title}
            </h3>
            <ul className="list">
              {group.transactions.map((transaction) => {
                const row = describeTransaction(transaction, { locale })
                const { sentFrom, sentTo } = transaction.metadata
                const counterparty =
                  names[
                    (sentFrom.toLowerCase() === address?.toLowerCase()
                      ? sentTo
                      : sentFrom
                    ).toLowerCase()
                  ]
                return (
                  <li key={transaction.id} className="item">
                    <Logo src={row.imageUrl} name={row.label ?? row.operationType} round />
                    <span className="item-main">
                      <span>
                        {text(appKit, operationLabels[row.operationType])}
                        {row.status === 'failed'
                          ? ` · ${text(appKit, 'transactionFailedStatus')}`
                          : ''}
                      </span>
                      <span className="muted ellipsis">
                        {row.amount} {row.label}
                        {counterparty ? ` · ${counterparty}` : ''}
                      </span>
                    </span>
                    <span className="item-end muted">
                      <time
                        dateTime={transaction.metadata.minedAt}
                        title={formatDateTime(transaction.metadata.minedAt, locale)}
                      >
                        {formatRelativeTime(
                          appKit.options.messages,
                          transaction.metadata.minedAt,
                          now,
                          locale,
                        )}
                      </time>
                    </span>
                  </li>
                )
              })}
            </ul>
          </section>
        )
      })}
      {next ? (
        <div ref={end} className="center">
          <button
            type="button"
            className="secondary"
            disabled={status === 'loading'}
            onClick={loadMore}
          >
            {text(appKit, status === 'loading' ? 'loading' : 'loadMore')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
