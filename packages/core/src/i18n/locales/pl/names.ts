import type { GroupMessages } from '../../messages.js'

/** Polish: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'Nazwa musi mieć co najmniej 4 znaki',
  nameInvalidCharacters: 'Używaj tylko liter, cyfr i łączników',
  errorRegisteringName: 'Błąd rejestracji nazwy {name}',
  nameInputLabel: 'Nazwa',
  nameSuggestions: 'Propozycje',
  nameTaken: '{name} jest zajęta',
  registerName: 'Zarejestruj',
  errorFetchingNameSuggestions: 'Błąd pobierania propozycji nazw',
  registeringName: 'Podpisz wiadomość w portfelu, aby zarejestrować {name}',
  nameRegistered: '{name} to teraz nazwa Twojego konta',
  done: 'Gotowe',
}
