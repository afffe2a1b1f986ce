/** English: the account name views. */
export const names = {
  nameTooShort: 'Name must be at least 4 characters',
  nameInvalidCharacters: 'Use only letters, digits and hyphens',
  errorRegisteringName: 'Error registering name {name}',
  nameInputLabel: 'Name',
  nameSuggestions: 'Suggestions',
  nameTaken: '{name} is taken',
  registerName: 'Register',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  registeringName: 'Sign the message in your wallet to register {name}',
  nameRegistered: '{name} is now your account name',
  done: 'Done',
} as const
