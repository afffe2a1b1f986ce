import { type AppKit, type MessageKey, setCurrentTab } from '@airlock/core'
import { type ComponentType, type KeyboardEvent, lazy, Suspense, useId, useRef } from 'react'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { Spinner } from './Spinner.js'

type PanelProps = { appKit: AppKit }

// Each panel is its own chunk, fetched when its tab is first shown.
const panels = [
  {
    label: 'tokens',
    Panel: lazy(() => import('../panels/TokensPanel.js').then((m) => ({ default: m.TokensPanel }))),
  },
  {
    label: 'nfts',
    Panel: lazy(() => import('../panels/NftsPanel.js').then((m) => ({ default: m.NftsPanel }))),
  },
  {
    label: 'activity',
    Panel: lazy(() =>
      import('../panels/ActivityPanel.js').then((m) => ({ default: m.ActivityPanel })),
    ),
  },
] satisfies { label: MessageKey; Panel: ComponentType<PanelProps> }[]

/**
 * Tokens, NFTs and Activity as an ARIA tablist: arrows, Home and End move between tabs (roving
 * tabindex), the selected tab is `currentTab` in the account state. Activity shows only when the
 * history feature is on.
 */
export function AccountTabs({ appKit }: { appKit: AppKit }) {
  const id = useId()
  const current = useStore(appKit, (state) =>
    state.activeNamespace ? (state.chains[state.activeNamespace]?.account.currentTab ?? 0) : 0,
  )
  const shown = appKit.options.features.history ? panels : panels.slice(0, 2)
  const selected = Math.min(current, shown.length - 1)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])

  const select = (index: number, focus = false) => {
    setCurrentTab(appKit, { tab: index })
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
  const Panel = shown[selected]?.Panel

  return (
    <div className="stack">
      <div
        className="tablist"
        role="tablist"
        aria-label={text(appKit, 'accountTabs')}
        onKeyDown={onKeyDown}
      >
        {shown.map((panel, index) => (
          <button
            key={panel.label}
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
            {text(appKit, panel.label)}
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
