import { expect, test } from 'vitest'

test('public API', async () => {
  expect(Object.keys(await import('./custody.js')).sort()).toMatchInlineSnapshot(`
    [
      "MissingShareError",
      "PasskeyPrfUnavailableError",
      "RecoveryUnsealError",
      "ShareMismatchError",
      "airlockAccountFactoryAddress",
      "base64ToBytes",
      "bytesToBase64",
      "createIndexedDbShareStore",
      "createMemoryShareStore",
      "createRecoveryPasskey",
      "createShareSigner",
      "createWalletEntropy",
      "deriveEd25519Seed",
      "deriveSolanaKey",
      "deriveWalletKey",
      "entropyToWalletMnemonic",
      "evmDerivationPath",
      "exportEmbeddedWallet",
      "getRecoveryPasskeyPrf",
      "openEmbeddedWallet",
      "parseSolanaTransaction",
      "provisionEmbeddedWallet",
      "readSealedRecoveryKind",
      "recombineWalletKey",
      "recoverEmbeddedWallet",
      "recoveryPasswordIterations",
      "recoveryPrfSalt",
      "sealRecoveryShare",
      "signSolanaTransaction",
      "simpleAccountFactoryAddress",
      "solanaDerivationPath",
      "splitEntropy",
      "toSimpleSmartAccount",
      "unsealRecoveryShare",
      "walletEntropyBytes",
    ]
  `)
})
