import { filterConnectList, getConnectList } from '@airlock/core'
import { useId, useState } from 'react'
import type { ViewProps } from '../components/lazyView.js'
import { WalletRow } from '../components/WalletRow.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'

/** Every wallet the visitor can use, with a search box. The server's registry joins later. */
export function AllWalletsView({ appKit }: ViewProps) {
  const [query, setQuery] = useState('')
  const searchId = useId()
  const items = useStore(appKit, (state) =>
    filterConnectList(
      getConnectList({
        state,
        options: appKit.options,
        namespace: state.modal.namespace,
      }),
      query,
    ),
  )
  return (
    <div className="stack">
      <label className="sr-only" htmlFor={searchId}>
        {text(appKit, 'searchWallets')}
      </label>
      <input
        id={searchId}
        className="search"
        type="search"
        autoComplete="off"
        placeholder={text(appKit, 'searchWallets')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {items.length > 0 ? (
        <ul className="stack" aria-label={text(appKit, 'allWallets')}>
          {items.map((item) => (
            <WalletRow
              key={item.kind === 'connector' ? item.connector.id : item.wallet.id}
              appKit={appKit}
              item={item}
            />
          ))}
        </ul>
      ) : (
        <p className="muted center" role="status">
          {text(appKit, 'noWalletsFound')}
        </p>
      )}
    </div>
  )
}
