import type { GroupMessages } from '../../messages.js'

/** Turkish: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'Ad en az 4 karakter olmalı',
  nameInvalidCharacters: 'Yalnızca harf, rakam ve kısa çizgi kullanın',
  errorRegisteringName: '{name} adı kaydedilirken hata oluştu',
  nameInputLabel: 'Ad',
  nameSuggestions: 'Öneriler',
  nameTaken: '{name} alınmış',
  registerName: 'Kaydet',
  errorFetchingNameSuggestions: 'Ad önerileri alınırken hata oluştu',
  registeringName: '{name} adını kaydetmek için cüzdanınızda mesajı imzalayın',
  nameRegistered: '{name} artık hesap adınız',
  done: 'Bitti',
}
