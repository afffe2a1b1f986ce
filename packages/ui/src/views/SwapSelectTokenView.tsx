import {
  formatBalance,
  getSwapTokenSections,
  goBack,
  type MessageKey,
  type SwapTokenOption,
  setSwapToken,
} from '@airlock/core'
import { useState } from 'react'
import type { ViewProps } from '../components/lazyView.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { accountStyles } from '../styles/accountStyles.js'
import { swapStyles } from '../styles/swapStyles.js'

/**
 * The swap token picker: a search over the server's swap tokens, the visitor's tokens first, then
 * the popular ones (the spec's suggested symbols first). Choosing one sets the side SwapView
 * opened it for and goes back.
 */
export function SwapSelectTokenView({ appKit }: ViewProps) {
  const [search, setSearch] = useState('')
  const tokens = useStore(appKit, (state) => state.swap?.tokens ?? [])
  const target = useStore(appKit, (state) => state.router.data.swapTarget ?? 'from')
  const { yours, popular } = getSwapTokenSections(tokens, search)

  const section = (key: MessageKey, list: SwapTokenOption[]) =>
    list.length === 0 ? null : (
      <section aria-label={text(appKit, key)} className="stack">
        <h3 className="group-title">{text(appKit, key)}</h3>
        <ul className="list">
          {list.map((token) => (
            <li key={token.address}>
              <button
                type="button"
                className="item token-option"
                onClick={() => {
                  setSwapToken(appKit, { target, token })
                  goBack(appKit)
                }}
              >
                {token.logoUri ? <img className="token-logo" src={token.logoUri} alt="" /> : null}
                <span className="item-main">
                  <strong>{token.symbol}</strong>
                  <span className="muted ellipsis">{token.name}</span>
                </span>
                {token.balance ? (
                  <span className="item-end">{formatBalance(token.balance, 4)}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </section>
    )

  return (
    <div className="stack">
      <style>{accountStyles + swapStyles}</style>
      <input
        type="search"
        className="input"
        aria-label={text(appKit, 'searchTokens')}
        placeholder={text(appKit, 'searchTokens')}
        autoComplete="off"
        spellCheck={false}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {section('yourTokens', yours)}
      {section('popularTokens', popular)}
      {yours.length === 0 && popular.length === 0 ? (
        <p className="muted center" role="status">
          {text(appKit, 'noTokensFound')}
        </p>
      ) : null}
    </div>
  )
}
