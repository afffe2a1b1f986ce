import { updateEmail } from '@airlock/core'
import { type FormEvent, useId, useState } from 'react'
import { describeEmailError } from '../components/EmailLogin.js'
import type { ViewProps } from '../components/lazyView.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { emailStyles } from '../styles/emailStyles.js'

/**
 * Moves the embedded wallet to another email. Save is enabled once the new address is longer
 * than 3 characters and differs from the current one; codes go to both addresses next.
 */
export function UpdateEmailWalletView({ appKit }: ViewProps) {
  const id = useId()
  const current = useStore(appKit, (state) => state.auth.email) ?? ''
  const [email, setEmail] = useState(current)
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const canSave = email.trim().length > 3 && email.trim() !== current && !busy

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canSave) return
    setBusy(true)
    setError(undefined)
    updateEmail(appKit, { email })
      .catch((cause: unknown) => setError(describeEmailError(appKit, cause)))
      .finally(() => setBusy(false))
  }

  return (
    <form className="email-form" onSubmit={submit} noValidate>
      <style>{emailStyles}</style>
      <label htmlFor={`${id}-email`}>{text(appKit, 'email')}</label>
      <input
        id={`${id}-email`}
        className="email-input"
        type="email"
        autoComplete="email"
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setEmail(event.target.value)
          setError(undefined)
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="error-text" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="primary" disabled={!canSave} aria-busy={busy}>
        {text(appKit, 'updateEmailSave')}
      </button>
    </form>
  )
}
