import { connectEmail, connectOtp } from '@airlock/core'
import type { ViewProps } from '../components/lazyView.js'
import { OtpForm } from '../components/OtpForm.js'
import { ResendButton } from '../components/ResendButton.js'
import { text } from '../i18n/text.js'
import { useStore } from '../store/useStore.js'
import { emailStyles } from '../styles/emailStyles.js'

/**
 * The one-time code of an email login: "Enter the code we sent to {email}", the code field
 * (sent at six digits), and "Resend Code" after the cooldown. A good code connects the embedded
 * wallet and closes the modal.
 */
export function EmailVerifyOtpView({ appKit }: ViewProps) {
  const email = useStore(appKit, (state) => state.router.data.email) ?? ''
  return (
    <div className="stack center">
      <style>{emailStyles}</style>
      <p className="center">{text(appKit, 'otpDescription', { email })}</p>
      <p className="muted center">{text(appKit, 'otpExpires')}</p>
      <OtpForm appKit={appKit} submit={(otp) => connectOtp(appKit, { otp })} />
      <ResendButton
        appKit={appKit}
        label="resendCode"
        done="codeResent"
        resend={() => connectEmail(appKit, { email })}
      />
    </div>
  )
}
