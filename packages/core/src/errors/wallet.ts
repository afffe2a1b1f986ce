import { AirlockError } from '@airlock/blockchain-api'
import type { ChainNamespace } from '../caip/types.js'
import { UserRejectedRequestError } from './appKit.js'
import { isUserRejection } from './isUserRejection.js'

/** What core asked an adapter (or the wallet behind it) to do. */
export type AdapterOperation =
  | 'setup'
  | 'connect'
  | 'reconnect'
  | 'disconnect'
  | 'switchNetwork'
  | 'getBalance'
  | 'signMessage'
  | 'sendTransaction'
  | 'writeContract'
  | 'estimateGas'

/** The wallet, or the adapter's SDK, failed a request for a reason other than the visitor declining. */
export class WalletRequestError extends AirlockError {
  override name = 'WalletRequestError' as const
  readonly namespace: ChainNamespace
  readonly operation: AdapterOperation
  constructor(parameters: {
    namespace: ChainNamespace
    operation: AdapterOperation
    cause: unknown
  }) {
    super('Something went wrong', {
      code: 'WALLET_REQUEST_FAILED',
      details: `The ${parameters.namespace} adapter failed to ${parameters.operation}: ${describe(parameters.cause)}`,
      cause: parameters.cause,
    })
    this.namespace = parameters.namespace
    this.operation = parameters.operation
  }
}

/** An adapter could not be set up; `createAppKit`'s `ready` rejects with it. */
export class AdapterSetupError extends AirlockError {
  override name = 'AdapterSetupError' as const
  readonly namespace: ChainNamespace
  constructor(parameters: { namespace: ChainNamespace; cause: unknown }) {
    super('Adapter could not be set up', {
      code: 'ADAPTER_SETUP_FAILED',
      details: `The ${parameters.namespace} adapter failed to set up: ${describe(parameters.cause)}`,
      docsPath: '/errors#adapter-setup',
      cause: parameters.cause,
    })
    this.namespace = parameters.namespace
  }
}

/** An adapter reported a failure of its own (a provider event, a lost session…). */
export class AdapterError extends AirlockError {
  override name = 'AdapterError' as const
  readonly namespace: ChainNamespace
  constructor(parameters: { namespace: ChainNamespace; cause: unknown }) {
    super('An error occurred', {
      code: 'ADAPTER_ERROR',
      details: `The ${parameters.namespace} adapter reported: ${describe(parameters.cause)}`,
      cause: parameters.cause,
    })
    this.namespace = parameters.namespace
  }
}

/** What an adapter or wallet call can throw once core has classified it. */
export type WalletErrorType = UserRejectedRequestError | WalletRequestError

/**
 * Puts a failure from an adapter into the family: an AirlockError stays as it is, a rejection by
 * the visitor (EIP-1193 4001, however wrapped) becomes UserRejectedRequestError, anything else a
 * WalletRequestError with the original as `cause`.
 */
export function toWalletError(
  error: unknown,
  parameters: { namespace: ChainNamespace; operation: AdapterOperation },
): AirlockError {
  if (error instanceof AirlockError) return error
  if (isUserRejection(error)) return new UserRejectedRequestError(error)
  return new WalletRequestError({ ...parameters, cause: error })
}

function describe(cause: unknown): string {
  if (cause instanceof Error) return cause.message.split('\n')[0] ?? cause.name
  return String(cause)
}
