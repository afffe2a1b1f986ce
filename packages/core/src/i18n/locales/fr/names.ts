import type { GroupMessages } from '../../messages.js'

/** French: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'Le nom doit comporter au moins 4 caractères',
  nameInvalidCharacters: 'Utilisez uniquement des lettres, chiffres et tirets',
  errorRegisteringName: 'Erreur lors de l’enregistrement du nom {name}',
  nameInputLabel: 'Nom',
  nameSuggestions: 'Suggestions',
  nameTaken: '{name} est déjà pris',
  registerName: 'Enregistrer',
  errorFetchingNameSuggestions: 'Erreur lors de la récupération des suggestions de noms',
  registeringName: 'Signez le message dans votre portefeuille pour enregistrer {name}',
  nameRegistered: '{name} est désormais le nom de votre compte',
  done: 'Terminé',
}
