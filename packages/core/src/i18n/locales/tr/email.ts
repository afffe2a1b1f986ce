import type { GroupMessages } from '../../messages.js'

/** Turkish: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: '{email} adresine gönderdiğimiz kodu girin',
  otpExpires: 'Kodun süresi 20 dakika içinde dolar',
  otpLabel: 'Tek kullanımlık kod',
  otpDigit: 'Hane {position} / {length}',
  otpTryAgain: '{message}. Tekrar deneyin',
  resendCode: 'Kodu Tekrar Gönder',
  resendIn: '{seconds} sn sonra tekrar gönder',
  codeResent: 'Kod e-postası tekrar gönderildi',
  deviceDescription: '{email} adresine gönderdiğimiz giriş bağlantısını onaylayın',
  resendEmail: 'E-postayı tekrar gönder',
  emailResent: 'E-posta tekrar gönderildi',
  updateEmailSave: 'Kaydet',
  updateEmailPrimaryDescription: 'Mevcut e-postanıza ({email}) gönderdiğimiz kodu girin',
  updateEmailSecondaryDescription: 'Yeni e-postanıza ({email}) gönderdiğimiz kodu girin',
  updateEmailRetry: 'Bir sorun mu var? Tekrar deneyin',
  emailUpdated: 'E-posta güncellendi',
  approveDescription: 'İsteği güvenli cüzdan penceresinde inceleyip onaylayın.',
  frameStorageUnavailable:
    'Tarayıcınız bu cüzdanın ihtiyaç duyduğu depolamayı engelliyor. Bu site için çerezlere ve site verilerine izin verin ya da başka bir tarayıcı kullanın.',
}
