import type { GroupMessages } from '../../messages.js'

/** Ukrainian: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'Ім’я має містити щонайменше 4 символи',
  nameInvalidCharacters: 'Використовуйте лише літери, цифри й дефіси',
  errorRegisteringName: 'Помилка реєстрації імені {name}',
  nameInputLabel: 'Імʼя',
  nameSuggestions: 'Пропозиції',
  nameTaken: 'Імʼя {name} зайняте',
  registerName: 'Зареєструвати',
  errorFetchingNameSuggestions: 'Помилка отримання пропозицій імені',
  registeringName: 'Підпишіть повідомлення в гаманці, щоб зареєструвати {name}',
  nameRegistered: '{name} тепер імʼя вашого облікового запису',
  done: 'Готово',
}
