import { connectDevice, connectEmail, goBack, showToast } from '@airlock/core'
import { describeEmailError } from '../components/EmailLogin.js'
import type { ViewProps } from '../components/lazyView.js'
import { ResendButton } from '../components/ResendButton.js'
import { useShownEffect } from '../components/useShownEffect.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { emailStyles } from '../styles/emailStyles.js'

/**
 * A login from a new device: "Approve the login link we sent to {email}". It waits for the
 * approval, then the one-time code follows; a failure goes back with a toast.
 */
export function EmailVerifyDeviceView({ appKit }: ViewProps) {
  const email = useStore(appKit, (state) => state.router.data.email) ?? ''
  useShownEffect(() => {
    let active = true
    connectDevice(appKit).catch((cause: unknown) => {
      if (!active) return
      showToast(appKit, { message: describeEmailError(appKit, cause), variant: 'error' })
      goBack(appKit)
    })
    return () => {
      active = false
    }
  }, [appKit])
  return (
    <div className="stack center" role="status">
      <style>{emailStyles}</style>
      <span className="spinner" aria-hidden="true" />
      <p className="center">{text(appKit, 'deviceDescription', { email })}</p>
      <p className="muted center">{text(appKit, 'otpExpires')}</p>
      <ResendButton
        appKit={appKit}
        label="resendEmail"
        done="emailResent"
        resend={() => connectEmail(appKit, { email })}
      />
    </div>
  )
}
