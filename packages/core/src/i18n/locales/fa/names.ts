import type { GroupMessages } from '../../messages.js'

/** Persian (right to left): the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'نام باید حداقل ۴ نویسه داشته باشد',
  nameInvalidCharacters: 'فقط از حروف، ارقام و خط تیره استفاده کنید',
  errorRegisteringName: 'خطا در ثبت نام {name}',
  nameInputLabel: 'نام',
  nameSuggestions: 'پیشنهادها',
  nameTaken: '{name} گرفته شده است',
  registerName: 'ثبت',
  errorFetchingNameSuggestions: 'خطا در دریافت پیشنهادهای نام',
  registeringName: 'برای ثبت {name} پیام را در کیف پول خود امضا کنید',
  nameRegistered: '{name} اکنون نام حساب شماست',
  done: 'تمام',
}
