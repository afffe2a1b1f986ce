import {
  AirlockError,
  type AppKit,
  connectEmail,
  EmailCooldownError,
  InvalidEmailError,
} from '@airlock/core'
import { type FormEvent, useId, useState } from 'react'
import { text } from '../i18n/text.js'
import { Icon } from '../icons/Icon.js'
import { emailStyles } from '../styles/emailStyles.js'
import { preloadLogin } from './loginIntent.js'

/**
 * The email entry of the Connect view: an email field and Continue. The address and the 30 s
 * cooldown are checked before anything is sent; the follow-up view comes from connectEmail.
 * Typing, pasting or autofill in the field, or a pointer pressing it, starts loading the login
 * code; the focus the view gives the field when it appears does not. A failure that is not the
 * address's (the wallet frame did not load: 'Invalid App Configuration', the server did not
 * answer) says so with "Try again", which sends the same address again (a frame that never came up
 * loads anew).
 */
export function EmailLogin({ appKit }: { appKit: AppKit }) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<{ message: string; retry: boolean } | undefined>()
  const [busy, setBusy] = useState(false)

  const send = () => {
    if (busy) return
    setBusy(true)
    setError(undefined)
    connectEmail(appKit, { email })
      .catch((cause: unknown) =>
        setError({ message: describeEmailError(appKit, cause), retry: !isAddressError(cause) }),
      )
      .finally(() => setBusy(false))
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send()
  }

  return (
    <form className="email-form" onSubmit={submit} noValidate>
      <style>{emailStyles}</style>
      <label htmlFor={`${id}-email`} className="sr-only">
        {text(appKit, 'email')}
      </label>
      <div className="email-row">
        <input
          id={`${id}-email`}
          className="email-input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={text(appKit, 'emailPlaceholder')}
          value={email}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onPointerDown={() => preloadLogin(appKit)}
          onKeyDown={() => preloadLogin(appKit)}
          onChange={(event) => {
            preloadLogin(appKit)
            setEmail(event.target.value)
            setError(undefined)
          }}
        />
        <button type="submit" className="primary" aria-busy={busy} disabled={busy || !email}>
          {text(appKit, 'emailContinue')}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="error-text" role="alert">
          {error.message}
        </p>
      ) : null}
      {error?.retry ? (
        <button type="button" className="secondary" onClick={send}>
          <Icon name="retry" size={18} />
          {text(appKit, 'retry')}
        </button>
      ) : null}
    </form>
  )
}

/** A failure the visitor fixes in the field (the address, the cooldown): no Try again. */
function isAddressError(cause: unknown): boolean {
  if (cause instanceof InvalidEmailError || cause instanceof EmailCooldownError) return true
  const message = cause instanceof AirlockError ? cause.shortMessage : ''
  return /invalid email/i.test(message)
}

/** The text a failed email step shows (spec §5, §8 texts). */
export function describeEmailError(appKit: AppKit, cause: unknown): string {
  if (cause instanceof InvalidEmailError) return text(appKit, 'invalidEmail')
  if (cause instanceof EmailCooldownError)
    return text(appKit, 'emailCooldown', { seconds: cause.seconds })
  const message =
    cause instanceof AirlockError ? cause.shortMessage : cause instanceof Error ? cause.message : ''
  if (/invalid email/i.test(message)) return text(appKit, 'invalidEmailTryAgain')
  return message || text(appKit, 'somethingWentWrong')
}
