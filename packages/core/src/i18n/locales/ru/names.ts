import type { GroupMessages } from '../../messages.js'

/** Russian: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'Имя должно содержать не менее 4 символов',
  nameInvalidCharacters: 'Используйте только буквы, цифры и дефисы',
  errorRegisteringName: 'Ошибка регистрации имени {name}',
  nameInputLabel: 'Имя',
  nameSuggestions: 'Варианты',
  nameTaken: 'Имя {name} занято',
  registerName: 'Зарегистрировать',
  errorFetchingNameSuggestions: 'Ошибка получения вариантов имени',
  registeringName: 'Подпишите сообщение в кошельке, чтобы зарегистрировать {name}',
  nameRegistered: '{name} теперь имя вашего аккаунта',
  done: 'Готово',
}
