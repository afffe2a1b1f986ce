import type { GroupMessages } from '../../messages.js'

/** Dutch: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'De naam moet minstens 4 tekens hebben',
  nameInvalidCharacters: 'Gebruik alleen letters, cijfers en koppeltekens',
  errorRegisteringName: 'Fout bij het registreren van de naam {name}',
  nameInputLabel: 'Naam',
  nameSuggestions: 'Suggesties',
  nameTaken: '{name} is al bezet',
  registerName: 'Registreren',
  errorFetchingNameSuggestions: 'Fout bij het ophalen van naamsuggesties',
  registeringName: 'Onderteken het bericht in je wallet om {name} te registreren',
  nameRegistered: '{name} is nu de naam van je account',
  done: 'Klaar',
}
