import type { GroupMessages } from '../../messages.js'

/** Russian: email login after the address: one-time codes, device approval, email update, the wallet frame. */
export const email: GroupMessages<'email'> = {
  otpDescription: 'Введите код, отправленный на {email}',
  otpExpires: 'Код действует 20 минут',
  otpLabel: 'Одноразовый код',
  otpDigit: 'Цифра {position} из {length}',
  otpTryAgain: '{message}. Попробуйте ещё раз',
  resendCode: 'Отправить код повторно',
  resendIn: 'Повторная отправка через {seconds} с',
  codeResent: 'Письмо с кодом отправлено повторно',
  deviceDescription: 'Подтвердите ссылку для входа, отправленную на {email}',
  resendEmail: 'Отправить письмо повторно',
  emailResent: 'Письмо отправлено повторно',
  updateEmailSave: 'Сохранить',
  updateEmailPrimaryDescription: 'Введите код, отправленный на вашу текущую почту {email}',
  updateEmailSecondaryDescription: 'Введите код, отправленный на вашу новую почту {email}',
  updateEmailRetry: 'Что-то не так? Попробуйте ещё раз',
  emailUpdated: 'Почта изменена',
  approveDescription: 'Проверьте и подтвердите запрос в защищённом окне кошелька.',
  frameStorageUnavailable:
    'Ваш браузер блокирует хранилище, необходимое этому кошельку. Разрешите файлы cookie и данные сайтов для этого сайта или используйте другой браузер.',
}
