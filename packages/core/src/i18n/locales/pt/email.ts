import type { GroupMessages } from '../../messages.js'

/** Portuguese: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: 'Digite o código que enviamos para {email}',
  otpExpires: 'O código expira em 20 minutos',
  otpLabel: 'Código de uso único',
  otpDigit: 'Dígito {position} de {length}',
  otpTryAgain: '{message}. Tente novamente',
  resendCode: 'Reenviar código',
  resendIn: 'Reenviar em {seconds} s',
  codeResent: 'E-mail com o código reenviado',
  deviceDescription: 'Aprove o link de acesso que enviamos para {email}',
  resendEmail: 'Reenviar e-mail',
  emailResent: 'E-mail reenviado',
  updateEmailSave: 'Salvar',
  updateEmailPrimaryDescription: 'Digite o código que enviamos para seu e-mail atual, {email}',
  updateEmailSecondaryDescription: 'Digite o código que enviamos para seu novo e-mail, {email}',
  updateEmailRetry: 'Algo errado? Tente novamente',
  emailUpdated: 'E-mail atualizado',
  approveDescription: 'Revise e aprove o pedido na janela segura da carteira.',
  frameStorageUnavailable:
    'Seu navegador bloqueia o armazenamento de que esta carteira precisa. Permita cookies e dados de sites para este site ou use outro navegador.',
}
