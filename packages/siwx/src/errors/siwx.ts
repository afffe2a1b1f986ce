import { AirlockError } from '@airlock/blockchain-api'

/** A sign-in text that does not follow EIP-4361 or CAIP-122. */
export class InvalidSiwxMessageError extends AirlockError {
  override name = 'InvalidSiwxMessageError' as const
  readonly reason: string
  constructor(reason: string) {
    super('Invalid sign-in message', { code: 'INVALID_SIWX_MESSAGE', details: reason })
    this.reason = reason
  }
}

/** The session's signature did not hold (or its text and data disagree). */
export class SiwxVerificationError extends AirlockError {
  override name = 'SiwxVerificationError' as const
  readonly reason: 'mismatch' | 'unsupported' | 'signature'
  constructor(reason: 'mismatch' | 'unsupported' | 'signature') {
    super('Signature declined', {
      code: 'SIWX_VERIFICATION_FAILED',
      details: `The sign-in signature could not be verified (${reason}).`,
    })
    this.reason = reason
  }
}

/**
 * A verifier could not reach what it checks against (a smart account's chain, for ERC-1271 and
 * ERC-6492): the signature is neither valid nor invalid yet. Try again later.
 */
export class SiwxVerifierUnavailableError extends AirlockError {
  override name = 'SiwxVerifierUnavailableError' as const
  constructor(parameters: { chainId: string; cause: unknown }) {
    super('Signature could not be checked', {
      code: 'SIWX_VERIFIER_UNAVAILABLE',
      details: `The RPC of ${parameters.chainId} did not answer: ${
        parameters.cause instanceof Error
          ? (parameters.cause.message.split('\n')[0] ?? '')
          : String(parameters.cause)
      }`,
      cause: parameters.cause,
    })
  }
}
