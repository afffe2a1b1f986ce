import { AirlockError } from '@airlock/blockchain-api'

/**
 * Something that is not an Error was thrown where an action was running (a wallet or a dapp
 * callback threw a string or an object): 'Something went wrong', the value as `cause`.
 */
export class UnexpectedError extends AirlockError {
  override name = 'UnexpectedError' as const
  constructor(cause: unknown) {
    super('Something went wrong', {
      code: 'UNEXPECTED',
      details: typeof cause === 'string' ? cause : undefined,
      cause,
    })
  }
}

/** createAppKit was given options that do not pass validation. */
export class InvalidOptionsError extends AirlockError {
  override name = 'InvalidOptionsError' as const
  constructor(details: string) {
    super('Invalid input', { code: 'INVALID_OPTIONS', details })
  }
}

/** No adapter was configured for the namespace an operation needs. */
export class AdapterNotFoundError extends AirlockError {
  override name = 'AdapterNotFoundError' as const
  constructor(namespace: string) {
    super('Adapter not found', {
      code: 'ADAPTER_NOT_FOUND',
      details: `No adapter handles "${namespace}". Add one to "adapters" (and a network of that namespace to "networks") to connect with a namespace config first.`,
    })
  }
}

/** The network asked for is not among the configured networks. */
export class NetworkNotFoundError extends AirlockError {
  override name = 'NetworkNotFoundError' as const
  constructor(networkId: string) {
    super('Network not found', {
      code: 'NETWORK_NOT_FOUND',
      details: `"${networkId}" is not in the "networks" option.`,
    })
  }
}

/** An operation was asked of a namespace that does not support it. */
export class UnsupportedChainError extends AirlockError {
  override name = 'UnsupportedChainError' as const
  constructor(namespace: string) {
    super('Unsupported chain', { code: 'UNSUPPORTED_CHAIN', details: `Namespace "${namespace}".` })
  }
}

/** The wallet refused to add a chain, or does not serve the network asked for. */
export class ChainNotSupportedError extends AirlockError {
  override name = 'ChainNotSupportedError' as const
  constructor(chainId: string | number, cause?: unknown, details?: string) {
    super('Chain is not supported', {
      code: 'CHAIN_NOT_SUPPORTED',
      details: details ?? `The wallet could not add chain ${chainId}.`,
      cause,
    })
  }
}

/** One or more namespaces failed to disconnect; `failures` holds each cause. */
export class DisconnectError extends AirlockError {
  override name = 'DisconnectError' as const
  readonly failures: readonly { namespace: string; error: unknown }[]
  constructor(failures: readonly { namespace: string; error: unknown }[]) {
    super('Failed to disconnect', {
      code: 'DISCONNECT_FAILED',
      details: failures
        .map(
          ({ namespace, error }) =>
            `${namespace}: ${error instanceof Error ? error.message : String(error)}`,
        )
        .join('; '),
      cause: failures[0]?.error,
    })
    this.failures = failures
  }
}

/** A hook ran before createAppKit was called. */
export class AppKitNotCreatedError extends AirlockError {
  override name = 'AppKitNotCreatedError' as const
  constructor(hookName: 'useAppKit' | 'useAppKitEvents') {
    super(`Please call "createAppKit" before using "${hookName}" hook`, {
      code: 'APPKIT_NOT_CREATED',
    })
  }
}

/** The wallet (or its user) rejected the request (EIP-1193 code 4001). */
export class UserRejectedRequestError extends AirlockError {
  override name = 'UserRejectedRequestError' as const
  constructor(cause?: unknown) {
    super('User rejected the request.', { code: 'USER_REJECTED', cause })
  }
}

/** A connection (or an account of it) to switch to is not among the namespace's connections. */
export class ConnectionNotFoundError extends AirlockError {
  override name = 'ConnectionNotFoundError' as const
  constructor(details: string) {
    super('Connection not found', { code: 'CONNECTION_NOT_FOUND', details })
  }
}

/** A part of the modal loaded on demand (a chunk of its code) could not be fetched. */
export class ModalLoadError extends AirlockError {
  override name = 'ModalLoadError' as const
  constructor(cause: unknown) {
    super('The modal could not load', {
      code: 'MODAL_LOAD_FAILED',
      details: 'Fetching a part of the modal failed; the next attempt to show it fetches it again.',
      cause,
    })
  }
}
