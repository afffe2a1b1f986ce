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

/** A chain whose namespace has no sign-in message format (eip155, solana and bip122 have one). */
export class UnsupportedSiwxNamespaceError extends AirlockError {
  override name = 'UnsupportedSiwxNamespaceError' as const
  readonly namespace: string
  constructor(namespace: string) {
    super(`Sign-in messages are not defined for the "${namespace}" namespace`, {
      code: 'SIWX_NAMESPACE_UNSUPPORTED',
    })
    this.namespace = namespace
  }
}

/** A Bitcoin address BIP-322 simple cannot sign for here: not native segwit P2WPKH or P2TR. */
export class UnsupportedBip322AddressError extends AirlockError {
  override name = 'UnsupportedBip322AddressError' as const
  constructor(reason: string) {
    super('Only P2WPKH and P2TR addresses are supported', {
      code: 'BIP322_ADDRESS_UNSUPPORTED',
      details: reason,
    })
  }
}

/** A BIP-322 witness that cannot be read or written: truncated, trailing bytes, an item too large. */
export class InvalidBip322WitnessError extends AirlockError {
  override name = 'InvalidBip322WitnessError' as const
  readonly reason: string
  constructor(reason: string) {
    super('Invalid BIP-322 witness', { code: 'BIP322_WITNESS_INVALID', details: reason })
    this.reason = reason
  }
}

/** A chain's RPC answered a verifier's call with an HTTP failure; the cause of an unavailable verifier. */
export class SiwxRpcHttpError extends AirlockError {
  override name = 'SiwxRpcHttpError' as const
  readonly status: number
  constructor(status: number) {
    super(`HTTP status code: ${status}`, { code: 'SIWX_RPC_HTTP' })
    this.status = status
  }
}
