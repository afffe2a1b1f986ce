import type { GroupMessages } from '../../messages.js'

/** German: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: 'Gib den Code ein, den wir an {email} gesendet haben',
  otpExpires: 'Der Code läuft in 20 Minuten ab',
  otpLabel: 'Einmalcode',
  otpDigit: 'Ziffer {position} von {length}',
  otpTryAgain: '{message}. Erneut versuchen',
  resendCode: 'Code erneut senden',
  resendIn: 'Erneut senden in {seconds} s',
  codeResent: 'Code-E-Mail erneut gesendet',
  deviceDescription: 'Bestätige den Anmeldelink, den wir an {email} gesendet haben',
  resendEmail: 'E-Mail erneut senden',
  emailResent: 'E-Mail erneut gesendet',
  updateEmailSave: 'Speichern',
  updateEmailPrimaryDescription:
    'Gib den Code ein, den wir an deine aktuelle E-Mail {email} gesendet haben',
  updateEmailSecondaryDescription:
    'Gib den Code ein, den wir an deine neue E-Mail {email} gesendet haben',
  updateEmailRetry: 'Stimmt etwas nicht? Erneut versuchen',
  emailUpdated: 'E-Mail geändert',
  approveDescription: 'Prüfe und bestätige die Anfrage im sicheren Wallet-Fenster.',
  frameStorageUnavailable:
    'Dein Browser blockiert den Speicher, den diese Wallet braucht. Erlaube Cookies und Websitedaten für diese Website oder nutze einen anderen Browser.',
}
