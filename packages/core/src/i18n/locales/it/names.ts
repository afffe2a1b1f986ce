import type { GroupMessages } from '../../messages.js'

/** Italian: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'Il nome deve avere almeno 4 caratteri',
  nameInvalidCharacters: 'Usa solo lettere, cifre e trattini',
  errorRegisteringName: 'Errore durante la registrazione del nome {name}',
  nameInputLabel: 'Nome',
  nameSuggestions: 'Suggerimenti',
  nameTaken: '{name} è già in uso',
  registerName: 'Registra',
  errorFetchingNameSuggestions: 'Errore durante il recupero dei suggerimenti di nomi',
  registeringName: 'Firma il messaggio nel tuo wallet per registrare {name}',
  nameRegistered: '{name} è ora il nome del tuo account',
  done: 'Fatto',
}
