import { AirlockError } from '@airlock/core'

/** No wagmi connector has the id core asked for (the wallet was removed or never announced). */
export class ConnectorNotFoundError extends AirlockError {
  override name = 'ConnectorNotFoundError' as const
  constructor(connectorId: string) {
    super('Connector not found', {
      code: 'CONNECTOR_NOT_FOUND',
      details: `The wagmi adapter has no connector "${connectorId}".`,
    })
  }
}

/** `WagmiAdapter` was given no eip155 network, and wagmi needs at least one chain. */
export class NoEvmNetworkError extends AirlockError {
  override name = 'NoEvmNetworkError' as const
  constructor() {
    super('Invalid input', {
      code: 'INVALID_OPTIONS',
      details: 'WagmiAdapter needs at least one eip155 network in "networks".',
    })
  }
}
