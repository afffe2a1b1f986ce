import type { GroupMessages } from '../../messages.js'

/** Portuguese: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'O nome deve ter pelo menos 4 caracteres',
  nameInvalidCharacters: 'Use apenas letras, dígitos e hífens',
  errorRegisteringName: 'Erro ao registrar o nome {name}',
  nameInputLabel: 'Nome',
  nameSuggestions: 'Sugestões',
  nameTaken: '{name} já está em uso',
  registerName: 'Registrar',
  errorFetchingNameSuggestions: 'Erro ao buscar sugestões de nomes',
  registeringName: 'Assine a mensagem na sua carteira para registrar {name}',
  nameRegistered: '{name} agora é o nome da sua conta',
  done: 'Concluído',
}
