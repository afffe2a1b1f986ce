import type { AppKit } from '@airlock/core'
import { useId, useRef, useState } from 'react'
import { text } from '../i18n/text.js'
import { Logo } from './Logo.js'
import { listTokenOptions, type TokenPickerSection } from './listTokenOptions.js'
import { useShownEffect } from './useShownEffect.js'

const tokenPickerStyles = /* css */ `
.token-option { width: 100%; text-align: start; }
.token-option:hover, .token-option[aria-current='true'] { background: var(--_surface-hover); }
.token-option .logo { width: 28px; height: 28px; font-size: calc(var(--fs) * 1.2); }
`

export type TokenPickerProps = {
  appKit: AppKit
  sections: readonly TokenPickerSection[]
  /** The key of the token chosen now, marked as current. */
  selected?: string | undefined
  onPick: (key: string) => void
  /**
   * Given when the picker shows inside a form (Send, Buy) rather than as a view of its own: it
   * then heads itself "Select a token", takes focus, and Back or Escape closes it.
   */
  onClose?: (() => void) | undefined
}

/**
 * The token picker of Swap, Send and Buy: a search over the tokens and the tokens in their
 * sections, each token once (listTokenOptions), with its logo, name and what the visitor holds.
 */
export function TokenPicker({ appKit, sections, selected, onPick, onClose }: TokenPickerProps) {
  const headingId = useId()
  const [search, setSearch] = useState('')
  const searchInput = useRef<HTMLInputElement>(null)
  const inline = Boolean(onClose)
  // Inside a form the token button that opened it is gone: focus moves to the search.
  useShownEffect(() => {
    if (inline) searchInput.current?.focus()
  }, [inline])
  const listed = listTokenOptions(sections, search)

  const list = (section: TokenPickerSection) => (
    <ul className="list">
      {section.options.map((option) => (
        <li key={option.key}>
          <button
            type="button"
            className="item token-option"
            aria-current={option.key === selected || undefined}
            onClick={() => onPick(option.key)}
          >
            <Logo src={option.logoUri || undefined} name={option.symbol} round />
            <span className="item-main">
              <strong>{option.symbol}</strong> <span className="muted ellipsis">{option.name}</span>
            </span>
            {option.balance ? (
              <>
                {' '}
                <span className="item-end">{option.balance}</span>
              </>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  )

  const body = (
    <>
      <style>{tokenPickerStyles}</style>
      {inline ? (
        <h3 id={headingId} className="group-title">
          {text(appKit, 'selectToken')}
        </h3>
      ) : null}
      <input
        ref={searchInput}
        type="search"
        className="input"
        aria-label={text(appKit, 'searchTokens')}
        placeholder={text(appKit, 'searchTokens')}
        autoComplete="off"
        spellCheck={false}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {listed.map((section) =>
        section.title ? (
          <section key={section.title} aria-label={text(appKit, section.title)} className="stack">
            <h3 className="group-title">{text(appKit, section.title)}</h3>
            {list(section)}
          </section>
        ) : (
          <div key="tokens">{list(section)}</div>
        ),
      )}
      {listed.length === 0 ? (
        <p className="muted center" role="status">
          {text(appKit, 'noTokensFound')}
        </p>
      ) : null}
    </>
  )

  if (!onClose) return <div className="stack">{body}</div>
  return (
    <section
      className="stack"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        // Escape leaves the picker, not the modal.
        if (event.key !== 'Escape') return
        event.preventDefault()
        event.stopPropagation()
        onClose()
      }}
    >
      {body}
      <button type="button" className="secondary" onClick={onClose}>
        {text(appKit, 'back')}
      </button>
    </section>
  )
}
