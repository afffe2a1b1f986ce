import type { GroupMessages } from '../../messages.js'

/** Hebrew (right to left): the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'השם חייב להכיל לפחות 4 תווים',
  nameInvalidCharacters: 'השתמש רק באותיות, ספרות ומקפים',
  errorRegisteringName: 'שגיאה ברישום השם {name}',
  nameInputLabel: 'שם',
  nameSuggestions: 'הצעות',
  nameTaken: '{name} תפוס',
  registerName: 'רישום',
  errorFetchingNameSuggestions: 'שגיאה בטעינת הצעות לשמות',
  registeringName: 'חתמו על ההודעה בארנק כדי לרשום את {name}',
  nameRegistered: '{name} הוא עכשיו שם החשבון שלכם',
  done: 'סיום',
}
