import type { GroupMessages } from '../../messages.js'

/** Ukrainian: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: 'Введіть код, надісланий на {email}',
  otpExpires: 'Код дійсний 20 хвилин',
  otpLabel: 'Одноразовий код',
  otpDigit: 'Цифра {position} з {length}',
  otpTryAgain: '{message}. Спробуйте ще раз',
  resendCode: 'Надіслати код ще раз',
  resendIn: 'Повторне надсилання через {seconds} с',
  codeResent: 'Лист із кодом надіслано повторно',
  deviceDescription: 'Підтвердьте посилання для входу, надіслане на {email}',
  resendEmail: 'Надіслати лист ще раз',
  emailResent: 'Лист надіслано повторно',
  updateEmailSave: 'Зберегти',
  updateEmailPrimaryDescription: 'Введіть код, надісланий на вашу поточну пошту {email}',
  updateEmailSecondaryDescription: 'Введіть код, надісланий на вашу нову пошту {email}',
  updateEmailRetry: 'Щось не так? Спробуйте ще раз',
  emailUpdated: 'Пошту змінено',
  approveDescription: 'Перевірте й підтвердьте запит у захищеному вікні гаманця.',
  frameStorageUnavailable:
    'Ваш браузер блокує сховище, потрібне цьому гаманцю. Дозвольте файли cookie та дані сайтів для цього сайту або скористайтеся іншим браузером.',
}
