import {
  type FetchNameSuggestionsReturnType,
  fetchNameSuggestions,
  getNameValidation,
  type MessageKey,
  registerAccountName,
  resetView,
  selectAccount,
  toNameLabel,
} from '@airlock/core'
import { useId, useState } from 'react'
import type { ViewProps } from '../components/lazyView.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { accountStyles } from '../styles/accountStyles.js'

/** Spec §9: the default debounce before the suggestions follow the typed name. */
const suggestionsDebounceMs = 500
const suffix = '.reown.id'

type Suggestions =
  | { label: string; status: 'loading' }
  | { label: string; status: 'done'; names: FetchNameSuggestionsReturnType }
  | { label: string; status: 'error' }

/**
 * Name registration (eip155 only): the label with the `.reown.id` suffix, checked as it is typed
 * (at least 4 characters; letters, digits and hyphens), the server's suggestions for it (a free
 * one fills the field), and Register, which signs and registers (core's registerAccountName opens
 * RegisterAccountNameSuccess, and comes back here with the error toast on failure).
 */
export function RegisterAccountNameView({ appKit }: ViewProps) {
  const id = useId()
  const initial = useStore(appKit, (state) => state.router.data.name)
  const [label, setLabel] = useState(() => (initial ? toNameLabel(initial) : ''))
  const [suggestions, setSuggestions] = useState<Suggestions | undefined>()
  const invalid: MessageKey | undefined = label ? getNameValidation(label) : undefined

  useShownEffect(() => {
    if (!label || getNameValidation(label)) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setSuggestions({ label, status: 'loading' })
      fetchNameSuggestions(appKit, { name: label, signal: controller.signal }).then(
        (names) => setSuggestions({ label, status: 'done', names }),
        () => {
          if (!controller.signal.aborted) setSuggestions({ label, status: 'error' })
        },
      )
    }, suggestionsDebounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [appKit, label])

  const current = suggestions?.label === label ? suggestions : undefined
  const name = `${label}${suffix}`
  const taken =
    current?.status === 'done' &&
    current.names.some((entry) => entry.registered && toNameLabel(entry.name) === label)
  const free =
    current?.status === 'done'
      ? current.names.filter((entry) => !entry.registered && toNameLabel(entry.name) !== label)
      : []
  const reason = invalid
    ? text(appKit, invalid)
    : taken
      ? text(appKit, 'nameTaken', { name })
      : undefined

  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault()
        // Failures come back as this view and a toast (core's registerAccountName).
        if (label && !reason) void registerAccountName(appKit, { name }).catch(() => {})
      }}
    >
      <style>{accountStyles}</style>
      <div className="field">
        <label htmlFor={`${id}-name`}>{text(appKit, 'nameInputLabel')}</label>
        <div className="input-row">
          <input
            id={`${id}-name`}
            className="input"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={label}
            aria-invalid={Boolean(reason)}
            aria-describedby={`${id}-suffix ${id}-reason`}
            onChange={(event) => setLabel(event.target.value.trim().toLowerCase())}
          />
          <span id={`${id}-suffix`} className="muted">
            {suffix}
          </span>
        </div>
      </div>
      <p id={`${id}-reason`} className={reason ? 'error-text' : 'sr-only'} role="status">
        {reason ?? ''}
      </p>
      {current?.status === 'error' ? (
        <p className="error-text" role="alert">
          {text(appKit, 'errorFetchingNameSuggestions')}
        </p>
      ) : free.length > 0 ? (
        <section className="stack" aria-label={text(appKit, 'nameSuggestions')}>
          <h3 className="muted">{text(appKit, 'nameSuggestions')}</h3>
          {free.map((entry) => (
            <button
              key={entry.name}
              type="button"
              className="row"
              onClick={() => setLabel(toNameLabel(entry.name))}
            >
              <span className="row-label">{entry.name}</span>
            </button>
          ))}
        </section>
      ) : null}
      <button
        type="submit"
        className="primary"
        disabled={!label || Boolean(reason)}
        aria-describedby={`${id}-reason`}
      >
        {text(appKit, 'registerName')}
      </button>
    </form>
  )
}

/**
 * Shown while a name registers (the wallet signs, the server registers) and once it has: core's
 * registerAccountName opens it with the name, and replaces it with RegisterAccountName on failure.
 */
export function RegisterAccountNameSuccessView({ appKit }: ViewProps) {
  const name = useStore(appKit, (state) => state.router.data.name) ?? ''
  const registered = useStore(appKit, (state) => selectAccount(state)?.profileName === name)
  if (!registered) {
    return (
      <div className="placeholder" role="status">
        <span className="spinner" aria-hidden="true" />
        <p>{text(appKit, 'registeringName', { name })}</p>
      </div>
    )
  }
  return (
    <div className="stack center">
      <p role="status">{text(appKit, 'nameRegistered', { name })}</p>
      <button
        type="button"
        className="primary"
        onClick={() => resetView(appKit, { view: 'Account' })}
      >
        {text(appKit, 'done')}
      </button>
    </div>
  )
}
