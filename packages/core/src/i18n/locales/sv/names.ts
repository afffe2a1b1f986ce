import type { GroupMessages } from '../../messages.js'

/** Swedish: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'Namnet måste ha minst 4 tecken',
  nameInvalidCharacters: 'Använd bara bokstäver, siffror och bindestreck',
  errorRegisteringName: 'Fel vid registrering av namnet {name}',
  nameInputLabel: 'Namn',
  nameSuggestions: 'Förslag',
  nameTaken: '{name} är upptaget',
  registerName: 'Registrera',
  errorFetchingNameSuggestions: 'Fel vid hämtning av namnförslag',
  registeringName: 'Signera meddelandet i din plånbok för att registrera {name}',
  nameRegistered: '{name} är nu namnet på ditt konto',
  done: 'Klar',
}
