import type { GroupMessages } from '../../messages.js'

/** Spanish: the account name views. */
export const names: GroupMessages<'names'> = {
  nameTooShort: 'El nombre debe tener al menos 4 caracteres',
  nameInvalidCharacters: 'Usa solo letras, números y guiones',
  errorRegisteringName: 'Error al registrar el nombre {name}',
  nameInputLabel: 'Nombre',
  nameSuggestions: 'Sugerencias',
  nameTaken: '{name} ya está en uso',
  registerName: 'Registrar',
  errorFetchingNameSuggestions: 'Error al obtener sugerencias de nombres',
  registeringName: 'Firma el mensaje en tu billetera para registrar {name}',
  nameRegistered: '{name} es ahora el nombre de tu cuenta',
  done: 'Listo',
}
