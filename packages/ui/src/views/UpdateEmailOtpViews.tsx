import { goBack, updateEmailPrimaryOtp, updateEmailSecondaryOtp } from '@airlock/core'
import type { ViewProps } from '../components/lazyView.js'
import { OtpForm } from '../components/OtpForm.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { emailStyles } from '../styles/emailStyles.js'

/** First step of an email update: the code sent to the current email. */
export function UpdateEmailPrimaryOtpView({ appKit }: ViewProps) {
  const email = useStore(appKit, (state) => state.router.data.email) ?? ''
  return (
    <div className="stack center">
      <style>{emailStyles}</style>
      <p className="center">{text(appKit, 'updateEmailPrimaryDescription', { email })}</p>
      <p className="muted center">{text(appKit, 'otpExpires')}</p>
      <OtpForm appKit={appKit} submit={(otp) => updateEmailPrimaryOtp(appKit, { otp })} />
      <button type="button" className="text-button" onClick={() => goBack(appKit)}>
        {text(appKit, 'updateEmailRetry')}
      </button>
    </div>
  )
}

/** Second step of an email update: the code sent to the new email; then back to Account. */
export function UpdateEmailSecondaryOtpView({ appKit }: ViewProps) {
  const email = useStore(appKit, (state) => state.router.data.newEmail) ?? ''
  return (
    <div className="stack center">
      <style>{emailStyles}</style>
      <p className="center">{text(appKit, 'updateEmailSecondaryDescription', { email })}</p>
      <p className="muted center">{text(appKit, 'otpExpires')}</p>
      <OtpForm appKit={appKit} submit={(otp) => updateEmailSecondaryOtp(appKit, { otp })} />
    </div>
  )
}
