import type { GroupMessages } from '../../messages.js'

/** Arabic (right to left): the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'يجب أن يتكون الاسم من 4 أحرف على الأقل',
  nameInvalidCharacters: 'استخدم الأحرف والأرقام والشرطات فقط',
  errorRegisteringName: 'خطأ في تسجيل الاسم {name}',
  nameInputLabel: 'الاسم',
  nameSuggestions: 'اقتراحات',
  nameTaken: '{name} محجوز',
  registerName: 'تسجيل',
  errorFetchingNameSuggestions: 'خطأ في جلب اقتراحات الأسماء',
  registeringName: 'وقّع الرسالة في محفظتك لتسجيل {name}',
  nameRegistered: 'أصبح {name} اسم حسابك',
  done: 'تم',
}
