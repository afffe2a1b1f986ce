import type { GroupMessages } from '../../messages.js'

/** French: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: 'Saisissez le code envoyé à {email}',
  otpExpires: 'Le code expire dans 20 minutes',
  otpLabel: 'Code à usage unique',
  otpDigit: 'Chiffre {position} sur {length}',
  otpTryAgain: '{message}. Réessayez',
  resendCode: 'Renvoyer le code',
  resendIn: 'Renvoyer dans {seconds} s',
  codeResent: 'E-mail du code renvoyé',
  deviceDescription: 'Approuvez le lien de connexion envoyé à {email}',
  resendEmail: 'Renvoyer l’e-mail',
  emailResent: 'E-mail renvoyé',
  updateEmailSave: 'Enregistrer',
  updateEmailPrimaryDescription: 'Saisissez le code envoyé à votre e-mail actuel, {email}',
  updateEmailSecondaryDescription: 'Saisissez le code envoyé à votre nouvel e-mail, {email}',
  updateEmailRetry: 'Un problème ? Réessayez',
  emailUpdated: 'E-mail mis à jour',
  approveDescription: 'Vérifiez et approuvez la demande dans la fenêtre sécurisée du portefeuille.',
  frameStorageUnavailable:
    'Votre navigateur bloque le stockage dont ce portefeuille a besoin. Autorisez les cookies et les données de site pour ce site, ou utilisez un autre navigateur.',
}
