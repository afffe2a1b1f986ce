// Key custody of the embedded wallet (design (a)): per-device 2-of-2 share sets, a passkey-sealed
// recovery set, the address-commitment check, and the Signer. Runs inside the frame only.

export { createIndexedDbShareStore } from '../custody/createIndexedDbShareStore.js'
export { createMemoryShareStore } from '../custody/createMemoryShareStore.js'
export {
  type CreateShareSignerParameters,
  createShareSigner,
  type Signer,
} from '../custody/createShareSigner.js'
export {
  deriveEd25519Seed,
  deriveSolanaKey,
  type SolanaKey,
  solanaDerivationPath,
} from '../custody/deriveSolanaKey.js'
export {
  deriveWalletKey,
  entropyToWalletMnemonic,
  evmDerivationPath,
  type WalletKey,
} from '../custody/deriveWalletKey.js'
export {
  encodeDelegatedCalls,
  type ToEip7702SmartAccountParameters,
  toEip7702SmartAccount,
} from '../custody/eip7702Account.js'
export {
  delegateOf,
  delegationDesignator,
  eip7702DelegateAddress,
  eip7702DelegateName,
  isDelegatedToFrameDelegate,
} from '../custody/eip7702Delegate.js'
export {
  type EmbeddedWalletParameters,
  exportEmbeddedWallet,
  type OpenEmbeddedWalletReturnType,
  openEmbeddedWallet,
  provisionEmbeddedWallet,
  recoverEmbeddedWallet,
} from '../custody/embeddedWallet.js'
export { base64ToBytes, bytesToBase64 } from '../custody/encoding.js'
export {
  type CreateRecoveryPasskeyParameters,
  createRecoveryPasskey,
  type GetRecoveryPasskeyPrfParameters,
  getRecoveryPasskeyPrf,
} from '../custody/recoveryPasskey.js'
export {
  type RecoverySecret,
  readSealedRecoveryKind,
  recoveryPasswordIterations,
  recoveryPrfSalt,
  sealRecoveryShare,
  unsealRecoveryShare,
} from '../custody/sealRecoveryShare.js'
export {
  createWalletEntropy,
  type RecombineParameters,
  recombineWalletKey,
  type ShareSet,
  splitEntropy,
  walletEntropyBytes,
} from '../custody/shares.js'
export {
  airlockAccountFactoryAddress,
  type SimpleSmartAccountOwner,
  simpleAccountFactoryAddress,
  type ToSimpleSmartAccountParameters,
  type ToSimpleSmartAccountReturnType,
  toSimpleSmartAccount,
} from '../custody/simpleSmartAccount.js'
export {
  parseSolanaTransaction,
  type SolanaWireTransaction,
  signSolanaTransaction,
} from '../custody/solanaTransaction.js'
export type { DeviceShareStore, StoredWallet, WalletBackend } from '../custody/types.js'
export {
  AuthorizationChainIdError,
  KeyDerivationError,
  MalformedSolanaMessageError,
  MalformedSolanaTransactionError,
  MissingShareError,
  NoWalletToRecoverError,
  PasskeyPrfUnavailableError,
  RecoverySecretKindError,
  RecoveryUnsealError,
  ShareMismatchError,
  SmartAccountMessageSigningError,
  SolanaSignerMissingError,
} from '../errors/custody.js'
