import {
  type AppKit,
  type ConnectListItem,
  fetchWallets,
  getAllWalletsList,
  searchWallets,
  selectHasMoreWallets,
  walletRegistryLimits,
} from '@airlock/core'
import { useId, useRef, useState } from 'react'
import { LegalCheckboxSlot } from '../components/LegalCheckboxSlot.js'
import type { ViewProps } from '../components/lazyView.js'
import { useLegalCheckbox } from '../components/useLegalCheckbox.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { WalletRow } from '../components/WalletRow.js'
import { text } from '../i18n/text.js'
import { Icon } from '../icons/Icon.js'
import { useStore } from '../store/useStore.js'

/**
 * Which section a wallet shows in (the message key heading it): Recent (used here lately, badged
 * "Recent": an installed wallet, or a registry wallet paired through WalletConnect), Installed (the other wallets here), Popular (the app's own and the registry's, most
 * used first).
 */
const sectionOf = (item: ConnectListItem) =>
  item.kind !== 'wallet' && item.recent
    ? 'recent'
    : item.kind === 'connector'
      ? 'installed'
      : 'popular'

/**
 * Every wallet of the namespace being connected (all of the instance's without one), in sections:
 * Installed, Recent, then Popular (the app's own wallets, then the server's registry, 40 at a time
 * as the end of the list scrolls into view). The search box filters the local wallets at once and
 * searches the registry after a pause in typing; it takes the focus on opening except on a touch
 * screen, where that would raise the keyboard over the list. With `features.legalCheckbox`, the
 * wallets stay disabled until it is ticked, here as in Connect (a dapp may open this view
 * directly).
 */
export function AllWalletsView({ appKit }: ViewProps) {
  const [query, setQuery] = useState('')
  const searchId = useId()
  const sectionId = useId()
  const search = query.trim()
  const namespace = useStore(appKit, (state) => state.modal.namespace)
  const items = useStore(appKit, (state) =>
    getAllWalletsList({ state, options: appKit.options, namespace: state.modal.namespace, query }),
  )
  const listStatus = useStore(appKit, (state) => state.wallets.listStatus)
  const hasMore = useStore(appKit, selectHasMoreWallets)
  const searchState = useStore(appKit, (state) => state.wallets.search)
  const legalCheckbox = useLegalCheckbox(appKit)

  useShownEffect(() => {
    void fetchWallets(appKit, { page: 1, namespace })
  }, [appKit, namespace])

  useShownEffect(() => {
    if (!search) {
      void searchWallets(appKit, { search: '', namespace })
      return
    }
    const timer = setTimeout(
      () => void searchWallets(appKit, { search, namespace }),
      walletRegistryLimits.searchDebounceMs,
    )
    return () => clearTimeout(timer)
  }, [appKit, search, namespace])

  const searching = search !== ''
  const loading = searching
    ? searchState.query !== search || searchState.status === 'loading'
    : listStatus === 'loading' || listStatus === 'idle'
  const failed = searching ? !loading && searchState.status === 'error' : listStatus === 'error'
  const retry = () =>
    searching
      ? void searchWallets(appKit, { search, namespace })
      : void fetchWallets(appKit, { page: appKit.state.wallets.page + 1, namespace })
  const grouped = (['installed', 'recent', 'popular'] as const)
    .map((section) => ({ section, items: items.filter((item) => sectionOf(item) === section) }))
    .filter((group) => group.items.length > 0)
  let row = 0

  return (
    <div className="stack">
      <LegalCheckboxSlot appKit={appKit} legal={legalCheckbox} />
      <label className="sr-only" htmlFor={searchId}>
        {text(appKit, 'searchWallets')}
      </label>
      <input
        id={searchId}
        className="search"
        type="search"
        autoComplete="off"
        data-no-touch-autofocus=""
        placeholder={text(appKit, 'searchWallets')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {/* One reserved height for the list, its placeholders and "No wallets found": the card does
          not jump as the registry loads or as a search narrows. */}
      <div className="wallet-scroll stack">
        {items.length > 0 ? (
          <fieldset
            className="stack"
            disabled={legalCheckbox.gated}
            style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}
          >
            <ul className="stack" aria-label={text(appKit, 'allWallets')} aria-busy={loading}>
              {grouped.map((group) => (
                <li key={group.section}>
                  <h3 className="list-title" id={`${sectionId}-${group.section}`}>
                    {text(appKit, group.section)}
                  </h3>
                  <ul className="stack" aria-labelledby={`${sectionId}-${group.section}`}>
                    {group.items.map((item) => (
                      <WalletRow
                        key={item.kind === 'connector' ? item.connector.id : item.wallet.id}
                        appKit={appKit}
                        item={item}
                        lazyImage={row++ >= walletRegistryLimits.imagePreload}
                      />
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
        {loading ? (
          <WalletSkeletons appKit={appKit} />
        ) : !searching && hasMore && !failed ? (
          <LoadMoreSentinel appKit={appKit} />
        ) : null}
        {failed ? (
          <div className="center" role="alert">
            <p className="error-text">{text(appKit, 'walletsUnavailable')}</p>
            <button type="button" className="secondary" onClick={retry}>
              <Icon name="retry" size={18} />
              {text(appKit, 'retry')}
            </button>
          </div>
        ) : null}
        {items.length === 0 && !loading && !failed ? (
          <p className="muted center" role="status">
            {text(appKit, 'noWalletsFound')}
          </p>
        ) : null}
      </div>
    </div>
  )
}

/** Placeholder rows while wallets load; announced once as "Loading…". */
function WalletSkeletons({ appKit }: { appKit: AppKit }) {
  return (
    <div className="stack" role="status">
      <span className="sr-only">{text(appKit, 'loading')}</span>
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="row skeleton" aria-hidden="true">
          <span className="logo" />
          <span className="skeleton-line" />
        </div>
      ))}
    </div>
  )
}

/** Loads the next page when the end of the list scrolls into view. */
function LoadMoreSentinel({ appKit }: { appKit: AppKit }) {
  const ref = useRef<HTMLDivElement>(null)
  useShownEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    // Watched within the list's scroll box, a row's height ahead: the end counts as reached when
    // scrolled to (even a fraction of a pixel below a box scrolled to its end) or nearly.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          void fetchWallets(appKit, {
            page: appKit.state.wallets.page + 1,
            namespace: appKit.state.modal.namespace,
          })
        }
      },
      { root: element.closest('.wallet-scroll'), rootMargin: '0px 0px 64px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [appKit])
  return <div ref={ref} className="sentinel" aria-hidden="true" />
}
