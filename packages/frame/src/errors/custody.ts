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

/** The passkey gave no PRF output (the authenticator lacks the PRF extension). */
export class PasskeyPrfUnavailableError extends AirlockError {
  override name = 'PasskeyPrfUnavailableError' as const
  constructor(parameters: { cause?: unknown } = {}) {
    super('Something went wrong', {
      code: 'PASSKEY_PRF_UNAVAILABLE',
      details: 'This passkey cannot seal a recovery share (no PRF); use a password instead',
      cause: parameters.cause,
    })
  }
}
