import { AirlockError } from '@airlock/blockchain-api'

/** A sign-in operation was called but createAppKit has no `siwx` option. */
export class SiwxNotEnabledError extends AirlockError {
  override name = 'SiwxNotEnabledError' as const
  constructor() {
    super('SIWX is not enabled', { code: 'SIWX_NOT_ENABLED' })
  }
}

/** Signing in needs a connected account. */
export class NoActiveCaipAddressError extends AirlockError {
  override name = 'NoActiveCaipAddressError' as const
  constructor() {
    super('No ActiveCaipAddress found', { code: 'NO_ACTIVE_CAIP_ADDRESS' })
  }
}

/** Signing in needs an active, configured network and its adapter. */
export class NoActiveCaipNetworkError extends AirlockError {
  override name = 'NoActiveCaipNetworkError' as const
  constructor() {
    super('No ActiveCaipNetwork or client found', { code: 'NO_ACTIVE_CAIP_NETWORK' })
  }
}

/** The adapter of the active namespace cannot sign messages. */
export class NoConnectionClientError extends AirlockError {
  override name = 'NoConnectionClientError' as const
  constructor(namespace: string) {
    super('No ConnectionController client found', {
      code: 'NO_CONNECTION_CLIENT',
      details: `The ${namespace} adapter has no "${namespace}:signMessage" capability.`,
    })
  }
}

/** The sign-in configuration (its message builder or its session storage) failed. */
export class SiwxConfigError extends AirlockError {
  override name = 'SiwxConfigError' as const
  readonly operation: 'createMessage' | 'addSession' | 'getSessions' | 'revokeSession'
  constructor(parameters: {
    operation: 'createMessage' | 'addSession' | 'getSessions' | 'revokeSession'
    cause: unknown
  }) {
    super('A problem occurred while trying initialize authentication', {
      code: 'SIWX_CONFIG_FAILED',
      details: `siwx.${parameters.operation} failed: ${
        parameters.cause instanceof Error ? parameters.cause.message : String(parameters.cause)
      }`,
      cause: parameters.cause,
    })
    this.operation = parameters.operation
  }
}
