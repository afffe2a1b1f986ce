import type { GroupMessages } from '../../messages.js'

/** Korean: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: '이름은 4자 이상이어야 합니다',
  nameInvalidCharacters: '문자, 숫자, 하이픈만 사용하세요',
  errorRegisteringName: '{name} 이름 등록 중 오류가 발생했습니다',
  nameInputLabel: '이름',
  nameSuggestions: '추천',
  nameTaken: '{name}은(는) 이미 사용 중입니다',
  registerName: '등록',
  errorFetchingNameSuggestions: '이름 추천을 가져오는 중 오류가 발생했습니다',
  registeringName: '{name}을(를) 등록하려면 지갑에서 메시지에 서명하세요',
  nameRegistered: '이제 {name}이(가) 계정 이름입니다',
  done: '완료',
}
