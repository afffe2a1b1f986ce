import type { GroupMessages } from '../../messages.js'

/** Japanese: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: '名前は4文字以上にしてください',
  nameInvalidCharacters: '英字、数字、ハイフンのみ使用できます',
  errorRegisteringName: '名前 {name} の登録中にエラーが発生しました',
  nameInputLabel: '名前',
  nameSuggestions: '候補',
  nameTaken: '{name} は使用済みです',
  registerName: '登録',
  errorFetchingNameSuggestions: '名前の候補の取得中にエラーが発生しました',
  registeringName: '{name} を登録するにはウォレットでメッセージに署名してください',
  nameRegistered: '{name} がアカウント名になりました',
  done: '完了',
}
