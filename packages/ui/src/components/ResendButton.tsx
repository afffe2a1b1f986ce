import { type AppKit, getEmailCooldown, showToast } from '@airlock/core'
import { useState } from 'react'
import { text } from '../i18n/text.js'
import { describeEmailError } from './EmailLogin.js'
import { useShownEffect } from './useShownEffect.js'

/**
 * "Resend Code" (or "Resend email"), disabled while the 30 s cooldown runs ("Resend in Ns").
 * Success and failure show as a toast.
 */
export function ResendButton({
  appKit,
  label,
  done,
  resend,
}: {
  appKit: AppKit
  label: 'resendCode' | 'resendEmail'
  done: 'codeResent' | 'emailResent'
  resend: () => Promise<unknown>
}) {
  const [seconds, setSeconds] = useState(() => getEmailCooldown(appKit.storage))
  const [busy, setBusy] = useState(false)
  useShownEffect(() => {
    if (seconds <= 0) return
    const timer = setTimeout(() => setSeconds(getEmailCooldown(appKit.storage)), 1_000)
    return () => clearTimeout(timer)
  }, [appKit, seconds])

  const onClick = () => {
    setBusy(true)
    resend()
      .then(() => showToast(appKit, { message: text(appKit, done), variant: 'success' }))
      .catch((cause: unknown) =>
        showToast(appKit, { message: describeEmailError(appKit, cause), variant: 'error' }),
      )
      .finally(() => {
        setBusy(false)
        setSeconds(getEmailCooldown(appKit.storage))
      })
  }

  return (
    <button
      type="button"
      className="text-button"
      disabled={busy || seconds > 0}
      aria-busy={busy}
      onClick={onClick}
    >
      {seconds > 0 ? text(appKit, 'resendIn', { seconds }) : text(appKit, label)}
    </button>
  )
}
