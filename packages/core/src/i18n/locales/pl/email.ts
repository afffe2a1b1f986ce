import type { GroupMessages } from '../../messages.js'

/** Polish: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: 'Wpisz kod wysłany na {email}',
  otpExpires: 'Kod wygaśnie za 20 minut',
  otpLabel: 'Kod jednorazowy',
  otpDigit: 'Cyfra {position} z {length}',
  otpTryAgain: '{message}. Spróbuj ponownie',
  resendCode: 'Wyślij kod ponownie',
  resendIn: 'Ponowne wysłanie za {seconds} s',
  codeResent: 'E-mail z kodem wysłany ponownie',
  deviceDescription: 'Zatwierdź link logowania wysłany na {email}',
  resendEmail: 'Wyślij e-mail ponownie',
  emailResent: 'E-mail wysłany ponownie',
  updateEmailSave: 'Zapisz',
  updateEmailPrimaryDescription: 'Wpisz kod wysłany na Twój obecny e-mail, {email}',
  updateEmailSecondaryDescription: 'Wpisz kod wysłany na Twój nowy e-mail, {email}',
  updateEmailRetry: 'Coś nie tak? Spróbuj ponownie',
  emailUpdated: 'E-mail zmieniony',
  approveDescription: 'Sprawdź i zatwierdź prośbę w bezpiecznym oknie portfela.',
  frameStorageUnavailable:
    'Twoja przeglądarka blokuje pamięć, której potrzebuje ten portfel. Zezwól na pliki cookie i dane witryn dla tej witryny lub użyj innej przeglądarki.',
}
