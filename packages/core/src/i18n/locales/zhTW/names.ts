import type { GroupMessages } from '../../messages.js'

/** Chinese, traditional script: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: '名稱至少需要 4 個字元',
  nameInvalidCharacters: '只能使用字母、數字和連字號',
  errorRegisteringName: '註冊名稱 {name} 時發生錯誤',
  nameInputLabel: '名稱',
  nameSuggestions: '建議',
  nameTaken: '{name} 已被使用',
  registerName: '註冊',
  errorFetchingNameSuggestions: '取得名稱建議時發生錯誤',
  registeringName: '在錢包中簽署訊息以註冊 {name}',
  nameRegistered: '{name} 現在是你的帳戶名稱',
  done: '完成',
}
