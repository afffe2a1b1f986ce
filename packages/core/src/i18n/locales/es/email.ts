import type { GroupMessages } from '../../messages.js'

/** Spanish: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: 'Introduce el código que enviamos a {email}',
  otpExpires: 'El código caduca en 20 minutos',
  otpLabel: 'Código de un solo uso',
  otpDigit: 'Dígito {position} de {length}',
  otpTryAgain: '{message}. Inténtalo de nuevo',
  resendCode: 'Reenviar código',
  resendIn: 'Reenviar en {seconds} s',
  codeResent: 'Correo con el código reenviado',
  deviceDescription: 'Aprueba el enlace de acceso que enviamos a {email}',
  resendEmail: 'Reenviar correo',
  emailResent: 'Correo reenviado',
  updateEmailSave: 'Guardar',
  updateEmailPrimaryDescription: 'Introduce el código que enviamos a tu correo actual, {email}',
  updateEmailSecondaryDescription: 'Introduce el código que enviamos a tu nuevo correo, {email}',
  updateEmailRetry: '¿Algo va mal? Inténtalo de nuevo',
  emailUpdated: 'Correo actualizado',
  approveDescription: 'Revisa y aprueba la solicitud en la ventana segura de la billetera.',
  frameStorageUnavailable:
    'Tu navegador bloquea el almacenamiento que necesita esta billetera. Permite las cookies y los datos de sitios para este sitio o usa otro navegador.',
}
