import type { GroupMessages } from '../../messages.js'

/** Dutch: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: 'Voer de code in die we naar {email} hebben gestuurd',
  otpExpires: 'De code verloopt over 20 minuten',
  otpLabel: 'Eenmalige code',
  otpDigit: 'Cijfer {position} van {length}',
  otpTryAgain: '{message}. Probeer opnieuw',
  resendCode: 'Code opnieuw sturen',
  resendIn: 'Opnieuw sturen over {seconds} s',
  codeResent: 'E-mail met code opnieuw verstuurd',
  deviceDescription: 'Keur de inloglink goed die we naar {email} hebben gestuurd',
  resendEmail: 'E-mail opnieuw sturen',
  emailResent: 'E-mail opnieuw verstuurd',
  updateEmailSave: 'Opslaan',
  updateEmailPrimaryDescription:
    'Voer de code in die we naar je huidige e-mailadres, {email}, hebben gestuurd',
  updateEmailSecondaryDescription:
    'Voer de code in die we naar je nieuwe e-mailadres, {email}, hebben gestuurd',
  updateEmailRetry: 'Klopt er iets niet? Probeer opnieuw',
  emailUpdated: 'E-mail bijgewerkt',
  approveDescription: 'Controleer het verzoek en keur het goed in het beveiligde walletvenster.',
  frameStorageUnavailable:
    'Je browser blokkeert de opslag die deze wallet nodig heeft. Sta cookies en sitegegevens toe voor deze site of gebruik een andere browser.',
}
