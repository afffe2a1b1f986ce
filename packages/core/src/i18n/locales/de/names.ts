import type { GroupMessages } from '../../messages.js'

/** German: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'Der Name muss mindestens 4 Zeichen haben',
  nameInvalidCharacters: 'Nur Buchstaben, Ziffern und Bindestriche verwenden',
  errorRegisteringName: 'Fehler beim Registrieren des Namens {name}',
  nameInputLabel: 'Name',
  nameSuggestions: 'Vorschläge',
  nameTaken: '{name} ist vergeben',
  registerName: 'Registrieren',
  errorFetchingNameSuggestions: 'Fehler beim Abrufen der Namensvorschläge',
  registeringName: 'Signiere die Nachricht in deiner Wallet, um {name} zu registrieren',
  nameRegistered: '{name} ist jetzt dein Kontoname',
  done: 'Fertig',
}
