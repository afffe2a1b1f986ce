import { AirlockError } from '@airlock/blockchain-api'

/**
 * Two shares recombined to a key whose address is not the wallet's commitment: a share is
 * corrupted, or the two shares belong to different sets. The key is never used.
 */
export class ShareMismatchError extends AirlockError {
  override name = 'ShareMismatchError' as const
  constructor(parameters: { expected: string }) {
    super('Something went wrong', {
      code: 'SHARE_MISMATCH',
      details: `The recombined key does not belong to ${parameters.expected}; a share is corrupted or from another set`,
    })
  }
}

/** Recombining needs both halves of a 2-of-2 set. */
export class MissingShareError extends AirlockError {
  override name = 'MissingShareError' as const
  constructor(parameters: { which: string }) {
    super('Something went wrong', {
      code: 'MISSING_SHARE',
      details: `The ${parameters.which} is missing`,
    })
  }
}

/** A sealed recovery half could not be opened: wrong passkey, password or a damaged blob. */
export class RecoveryUnsealError extends AirlockError {
  override name = 'RecoveryUnsealError' as const
  constructor(parameters: { cause?: unknown } = {}) {
    super('Something went wrong', {
      code: 'RECOVERY_UNSEAL',
      details: 'The recovery share could not be opened with this passkey or password',
      cause: parameters.cause,
    })
  }
}

/**
 * The passkey gave no PRF output (the authenticator lacks the PRF extension), so it cannot seal
 * the wallet's recovery half. The message names the fallback: a password for the recovery of an
 * email or social login; for a passkey-first sign-up or login, email or a social login.
 */
export class PasskeyPrfUnavailableError extends AirlockError {
  override name = 'PasskeyPrfUnavailableError' as const
  constructor(
    parameters: { cause?: unknown; fallback?: 'password' | 'email or social login' } = {},
  ) {
    const login = parameters.fallback === 'email or social login'
    super(
      login
        ? 'This passkey cannot protect a wallet. Continue with email or a social login instead.'
        : 'Something went wrong',
      {
        code: 'PASSKEY_PRF_UNAVAILABLE',
        details: login
          ? 'This passkey has no PRF extension, which the wallet needs to seal its recovery key'
          : 'This passkey cannot seal a recovery share (no PRF); use a password instead',
        cause: parameters.cause,
      },
    )
  }
}

/** The server refused a passkey sign-up or login (its answer, a challenge used or expired). */
export class PasskeyLoginError extends AirlockError {
  override name = 'PasskeyLoginError' as const
  constructor(parameters: { details?: string | undefined; cause?: unknown } = {}) {
    super('Passkey login failed', {
      code: 'PASSKEY_LOGIN_FAILED',
      details: parameters.details,
      cause: parameters.cause,
    })
  }
}

/** A key derivation that gave no key, or a path it cannot follow (ed25519 is hardened only). */
export class KeyDerivationError extends AirlockError {
  override name = 'KeyDerivationError' as const
  constructor(parameters: { details: string }) {
    super('Something went wrong', { code: 'KEY_DERIVATION', details: parameters.details })
  }
}

/** A recovery half sealed with one kind of secret (passkey or password) opened with the other. */
export class RecoverySecretKindError extends AirlockError {
  override name = 'RecoverySecretKindError' as const
  constructor(parameters: { sealedWith: string }) {
    super('Something went wrong', {
      code: 'RECOVERY_SECRET_KIND',
      details: `sealed with a ${parameters.sealedWith}`,
    })
  }
}

/** Recovery asked for a user the backend has no wallet for. */
export class NoWalletToRecoverError extends AirlockError {
  override name = 'NoWalletToRecoverError' as const
  constructor() {
    super('Something went wrong', {
      code: 'NO_WALLET_TO_RECOVER',
      details: 'The user has no wallet to recover',
    })
  }
}

/** The SimpleAccount 0.8 factory's accounts have no ERC-1271: they cannot sign messages. */
export class SmartAccountMessageSigningError extends AirlockError {
  override name = 'SmartAccountMessageSigningError' as const
  constructor() {
    super('Something went wrong', {
      code: 'SMART_ACCOUNT_CANNOT_SIGN_MESSAGES',
      details: 'SimpleAccount 0.8 cannot sign messages (no ERC-1271)',
    })
  }
}

/** Bytes that are not a Solana wire transaction (legacy or versioned). */
export class MalformedSolanaTransactionError extends AirlockError {
  override name = 'MalformedSolanaTransactionError' as const
  constructor() {
    super('Malformed Solana transaction', { code: 'MALFORMED_SOLANA_TRANSACTION' })
  }
}

/** Bytes that are not a whole Solana transaction message (the part a wallet signs). */
export class MalformedSolanaMessageError extends AirlockError {
  override name = 'MalformedSolanaMessageError' as const
  constructor() {
    super('Malformed Solana transaction message', { code: 'MALFORMED_SOLANA_MESSAGE' })
  }
}

/** A Solana transaction that does not ask the wallet's address to sign. */
export class SolanaSignerMissingError extends AirlockError {
  override name = 'SolanaSignerMissingError' as const
  constructor(parameters: { address: string }) {
    super('Something went wrong', {
      code: 'SOLANA_SIGNER_MISSING',
      details: `${parameters.address} is not a signer of this transaction`,
    })
  }
}

/**
 * An EIP-7702 authorization for chain id 0 (or no valid chain): it would hand the account to the
 * delegate on every chain at once, so the frame never signs one.
 */
export class AuthorizationChainIdError extends AirlockError {
  override name = 'AuthorizationChainIdError' as const
  constructor() {
    super('Something went wrong', {
      code: 'AUTHORIZATION_CHAIN_ID',
      details: 'An EIP-7702 authorization must name one chain; chain id 0 is refused',
    })
  }
}
