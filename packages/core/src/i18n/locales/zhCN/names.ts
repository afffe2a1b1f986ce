import type { GroupMessages } from '../../messages.js'

/** Chinese, simplified script: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: '名称至少需要 4 个字符',
  nameInvalidCharacters: '只能使用字母、数字和连字符',
  errorRegisteringName: '注册名称 {name} 时出错',
  nameInputLabel: '名称',
  nameSuggestions: '建议',
  nameTaken: '{name} 已被占用',
  registerName: '注册',
  errorFetchingNameSuggestions: '获取名称建议时出错',
  registeringName: '在钱包中签署消息以注册 {name}',
  nameRegistered: '{name} 现在是你的账户名称',
  done: '完成',
}
