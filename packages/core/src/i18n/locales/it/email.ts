import type { GroupMessages } from '../../messages.js'

/** Italian: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: 'Inserisci il codice inviato a {email}',
  otpExpires: 'Il codice scade tra 20 minuti',
  otpLabel: 'Codice monouso',
  otpDigit: 'Cifra {position} di {length}',
  otpTryAgain: '{message}. Riprova',
  resendCode: 'Invia di nuovo il codice',
  resendIn: 'Nuovo invio tra {seconds} s',
  codeResent: 'Email con il codice inviata di nuovo',
  deviceDescription: 'Approva il link di accesso inviato a {email}',
  resendEmail: 'Invia di nuovo l’email',
  emailResent: 'Email inviata di nuovo',
  updateEmailSave: 'Salva',
  updateEmailPrimaryDescription: 'Inserisci il codice inviato alla tua email attuale, {email}',
  updateEmailSecondaryDescription: 'Inserisci il codice inviato alla tua nuova email, {email}',
  updateEmailRetry: 'Qualcosa non va? Riprova',
  emailUpdated: 'Email aggiornata',
  approveDescription: 'Controlla e approva la richiesta nella finestra sicura del wallet.',
  frameStorageUnavailable:
    'Il tuo browser blocca lo spazio di archiviazione di cui questo wallet ha bisogno. Consenti i cookie e i dati dei siti per questo sito o usa un altro browser.',
}
