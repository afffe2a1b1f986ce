// Configurations

export {
  type CreateInformalMessengerParameters,
  createInformalMessenger,
} from '../configs/createInformalMessenger.js'
export { DefaultSIWX, type DefaultSIWXParameters } from '../configs/DefaultSIWX.js'
export { ServerSIWX, type ServerSIWXParameters } from '../configs/ServerSIWX.js'
export type { SiwxMessenger } from '../configs/types.js'
// Errors
export {
  InvalidBip322WitnessError,
  InvalidSiwxMessageError,
  SiwxRpcHttpError,
  SiwxVerificationError,
  SiwxVerifierUnavailableError,
  UnsupportedBip322AddressError,
  UnsupportedSiwxNamespaceError,
} from '../errors/siwx.js'
// Messages
export { createSiwxMessage } from '../messages/createSiwxMessage.js'
export {
  type FormatSiwxMessageParameters,
  formatSiwxMessage,
  type SiwxNamespace,
  siwxAccountLabels,
} from '../messages/formatSiwxMessage.js'
export {
  type ParseSiwxMessageReturnType,
  parseSiwxMessage,
} from '../messages/parseSiwxMessage.js'
// Storages
export {
  type CreateCookieSiwxStorageParameters,
  createCookieSiwxStorage,
} from '../storages/createCookieSiwxStorage.js'
export {
  type CreateLocalSiwxStorageParameters,
  createLocalSiwxStorage,
} from '../storages/createLocalSiwxStorage.js'
export {
  type CreateServerSiwxStorageParameters,
  createServerSiwxStorage,
} from '../storages/createServerSiwxStorage.js'
export { isSessionCurrent, isSessionFor } from '../storages/sessionList.js'
export type { SiwxStorage } from '../storages/types.js'
// Verifiers
export {
  type Bip322AddressType,
  type GetBip322AddressParameters,
  getBip322Address,
  type SignBip322Parameters,
  signBip322Message,
  type VerifyBip322Parameters,
  verifyBip322Signature,
} from '../verifiers/bip322.js'
export { createBip122Verifier } from '../verifiers/createBip122Verifier.js'
export { createDefaultVerifiers } from '../verifiers/createDefaultVerifiers.js'
export {
  type CreateEip155VerifierParameters,
  createEip155Verifier,
} from '../verifiers/createEip155Verifier.js'
export { createSolanaVerifier } from '../verifiers/createSolanaVerifier.js'
export type { SiwxVerifier } from '../verifiers/types.js'
export {
  type VerifySiwxSessionReturnType,
  verifySiwxSession,
} from '../verifiers/verifySiwxSession.js'
