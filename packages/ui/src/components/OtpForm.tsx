import { AirlockError, type AppKit } from '@airlock/core'
import { type FormEvent, useId, useState } from 'react'
import { text } from '../i18n/text.js'
import { describeEmailError } from './EmailLogin.js'

/** Length of the one-time code; the form sends it as soon as it is complete. */
const otpLength = 6

/**
 * One field for the one-time code (numeric, `autocomplete="one-time-code"`), sent when six digits
 * are in or on Enter. A refused code shows '{message}. Try Again' and clears the field.
 */
export function OtpForm({
  appKit,
  submit,
}: {
  appKit: AppKit
  submit: (otp: string) => Promise<unknown>
}) {
  const id = useId()
  const [otp, setOtp] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  const send = (code: string) => {
    if (busy) return
    setBusy(true)
    setError(undefined)
    submit(code)
      .catch((cause: unknown) => {
        setError(
          // The code was good: another try cannot help where the wallet frame has no storage.
          isFrameStorageUnavailable(cause)
            ? text(appKit, 'frameStorageUnavailable')
            : text(appKit, 'otpTryAgain', { message: describeEmailError(appKit, cause) }),
        )
        setOtp('')
      })
      .finally(() => setBusy(false))
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (otp.length === otpLength) send(otp)
  }

  return (
    <form className="email-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${id}-otp`} className="sr-only">
        {text(appKit, 'otpLabel')}
      </label>
      <input
        id={`${id}-otp`}
        className="email-input otp-input"
        inputMode="numeric"
        autoComplete="one-time-code"
        // biome-ignore lint/a11y/noAutofocus: the code is all this view asks for; focus goes straight to it.
        autoFocus
        maxLength={otpLength}
        pattern="[0-9]*"
        value={otp}
        disabled={busy}
        aria-busy={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, '').slice(0, otpLength)
          setOtp(digits)
          setError(undefined)
          if (digits.length === otpLength) send(digits)
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="error-text center" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}

/** Whether the login failed because the browser denies the wallet frame its storage. */
function isFrameStorageUnavailable(cause: unknown): boolean {
  return (
    cause instanceof AirlockError &&
    cause.walk(
      (error) => error instanceof AirlockError && error.code === 'FRAME_STORAGE_UNAVAILABLE',
    ) !== null
  )
}
