import type { GroupMessages } from '../../messages.js'

/** Indonesian: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'Nama minimal 4 karakter',
  nameInvalidCharacters: 'Gunakan hanya huruf, angka, dan tanda hubung',
  errorRegisteringName: 'Gagal mendaftarkan nama {name}',
  nameInputLabel: 'Nama',
  nameSuggestions: 'Saran',
  nameTaken: '{name} sudah dipakai',
  registerName: 'Daftarkan',
  errorFetchingNameSuggestions: 'Gagal memuat saran nama',
  registeringName: 'Tanda tangani pesan di dompet Anda untuk mendaftarkan {name}',
  nameRegistered: '{name} kini menjadi nama akun Anda',
  done: 'Selesai',
}
