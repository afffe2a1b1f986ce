/** English: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email = {
  otpDescription: 'Enter the code we sent to {email}',
  otpExpires: 'The code expires in 20 minutes',
  otpLabel: 'One-time code',
  otpDigit: 'Digit {position} of {length}',
  otpTryAgain: '{message}. Try Again',
  resendCode: 'Resend Code',
  resendIn: 'Resend in {seconds}s',
  codeResent: 'Code email resent',
  deviceDescription: 'Approve the login link we sent to {email}',
  resendEmail: 'Resend email',
  emailResent: 'Email resent',
  updateEmailSave: 'Save',
  updateEmailPrimaryDescription: 'Enter the code we sent to your current email, {email}',
  updateEmailSecondaryDescription: 'Enter the code we sent to your new email, {email}',
  updateEmailRetry: 'Something wrong? Try again',
  emailUpdated: 'Email updated',
  approveDescription: 'Review and approve the request in the secure wallet window.',
  frameStorageUnavailable:
    'Your browser blocks the storage this wallet needs. Allow cookies and site data for this site, or use another browser.',
} as const
