import type { GroupMessages } from '../../messages.js'

/** Vietnamese: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'Tên phải có ít nhất 4 ký tự',
  nameInvalidCharacters: 'Chỉ dùng chữ cái, chữ số và dấu gạch ngang',
  errorRegisteringName: 'Lỗi khi đăng ký tên {name}',
  nameInputLabel: 'Tên',
  nameSuggestions: 'Gợi ý',
  nameTaken: '{name} đã được dùng',
  registerName: 'Đăng ký',
  errorFetchingNameSuggestions: 'Lỗi khi tải gợi ý tên',
  registeringName: 'Ký tin nhắn trong ví của bạn để đăng ký {name}',
  nameRegistered: '{name} giờ là tên tài khoản của bạn',
  done: 'Xong',
}
