import type { GroupMessages } from '../../messages.js'

/** Swedish: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: 'Ange koden vi skickade till {email}',
  otpExpires: 'Koden går ut om 20 minuter',
  otpLabel: 'Engångskod',
  otpDigit: 'Siffra {position} av {length}',
  otpTryAgain: '{message}. Försök igen',
  resendCode: 'Skicka koden igen',
  resendIn: 'Skicka igen om {seconds} s',
  codeResent: 'Kodmejlet skickades igen',
  deviceDescription: 'Godkänn inloggningslänken vi skickade till {email}',
  resendEmail: 'Skicka mejlet igen',
  emailResent: 'Mejlet skickades igen',
  updateEmailSave: 'Spara',
  updateEmailPrimaryDescription: 'Ange koden vi skickade till din nuvarande e-post, {email}',
  updateEmailSecondaryDescription: 'Ange koden vi skickade till din nya e-post, {email}',
  updateEmailRetry: 'Något fel? Försök igen',
  emailUpdated: 'E-posten uppdaterades',
  approveDescription: 'Granska och godkänn begäran i plånbokens säkra fönster.',
  frameStorageUnavailable:
    'Din webbläsare blockerar lagringen som den här plånboken behöver. Tillåt cookies och webbplatsdata för den här webbplatsen eller använd en annan webbläsare.',
}
