import type { GroupMessages } from '../../messages.js'

/** Indonesian: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: 'Masukkan kode yang kami kirim ke {email}',
  otpExpires: 'Kode kedaluwarsa dalam 20 menit',
  otpLabel: 'Kode sekali pakai',
  otpDigit: 'Digit {position} dari {length}',
  otpTryAgain: '{message}. Coba lagi',
  resendCode: 'Kirim Ulang Kode',
  resendIn: 'Kirim ulang dalam {seconds} dtk',
  codeResent: 'Email kode dikirim ulang',
  deviceDescription: 'Setujui tautan masuk yang kami kirim ke {email}',
  resendEmail: 'Kirim ulang email',
  emailResent: 'Email dikirim ulang',
  updateEmailSave: 'Simpan',
  updateEmailPrimaryDescription: 'Masukkan kode yang kami kirim ke email Anda saat ini, {email}',
  updateEmailSecondaryDescription: 'Masukkan kode yang kami kirim ke email baru Anda, {email}',
  updateEmailRetry: 'Ada yang salah? Coba lagi',
  emailUpdated: 'Email diperbarui',
  approveDescription: 'Tinjau dan setujui permintaan di jendela dompet yang aman.',
  frameStorageUnavailable:
    'Browser Anda memblokir penyimpanan yang dibutuhkan dompet ini. Izinkan cookie dan data situs untuk situs ini, atau gunakan browser lain.',
}
