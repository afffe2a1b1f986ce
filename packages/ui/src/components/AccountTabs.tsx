import {
  type AccountTab,
  type AppKit,
  accountTabs,
  getAccountTabs,
  setCurrentTab,
} from '@airlock/core'
import { type ComponentType, type KeyboardEvent, lazy, Suspense, useId, useRef } from 'react'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { Spinner } from './Spinner.js'

type PanelProps = { appKit: AppKit }

// Each panel is its own chunk, fetched when its tab is first shown.
const panels: Record<AccountTab, ComponentType<PanelProps>> = {
  tokens: lazy(() => import('../panels/TokensPanel.js').then((m) => ({ default: m.TokensPanel }))),
  nfts: lazy(() => import('../panels/NftsPanel.js').then((m) => ({ default: m.NftsPanel }))),
  activity: lazy(() =>
    import('../panels/ActivityPanel.js').then((m) => ({ default: m.ActivityPanel })),
  ),
}

/**
 * Tokens, NFTs and Activity as an ARIA tablist: arrows, Home and End move between tabs (roving
 * tabindex), the selected tab is `currentTab` in the account state (an index into core's
 * `accountTabs`). Only the tabs the account's namespace has data for show (no NFTs on Solana or
 * Bitcoin), Activity only with the history feature on.
 */
export function AccountTabs({ appKit }: { appKit: AppKit }) {
  const id = useId()
  const namespace = useStore(appKit, (state) => state.activeNamespace)
  const current = useStore(appKit, (state) =>
    state.activeNamespace ? (state.chains[state.activeNamespace]?.account.currentTab ?? 0) : 0,
  )
  const shown = getAccountTabs({ namespace, history: appKit.options.features.history })
  // A tab this namespace does not show (chosen on another) falls back to the first.
  const selected = Math.max(0, shown.indexOf(accountTabs[current] ?? 'tokens'))
  const tabs = useRef<(HTMLButtonElement | null)[]>([])

  const select = (index: number, focus = false) => {
    const tab = shown[index]
    if (tab) setCurrentTab(appKit, { tab: accountTabs.indexOf(tab) })
    if (focus) tabs.current[index]?.focus()
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const last = shown.length - 1
    const next =
      event.key === 'ArrowRight'
        ? selected === last
          ? 0
          : selected + 1
        : event.key === 'ArrowLeft'
          ? selected === 0
            ? last
            : selected - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (next === undefined) return
    event.preventDefault()
    select(next, true)
  }
  if (shown.length === 0) return null
  const tab = shown[selected]
  const Panel = tab ? panels[tab] : undefined

  return (
    <div className="stack">
      <div
        className="tablist"
        role="tablist"
        aria-label={text(appKit, 'accountTabs')}
        onKeyDown={onKeyDown}
      >
        {shown.map((tab, index) => (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[index] = element
            }}
            type="button"
            role="tab"
            className="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => select(index)}
          >
            {text(appKit, tab)}
          </button>
        ))}
      </div>
      <div
        className="panel"
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${selected}`}
      >
        <Suspense fallback={<Spinner appKit={appKit} />}>
          {Panel ? <Panel appKit={appKit} /> : null}
        </Suspense>
      </div>
    </div>
  )
}
