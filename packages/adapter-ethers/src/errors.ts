import { AirlockError } from '@airlock/core'

/** No wallet in the page has the id core asked for (it was removed or never announced). */
export class ConnectorNotFoundError extends AirlockError {
  override name = 'ConnectorNotFoundError' as const
  constructor(connectorId: string) {
    super('Connector not found', {
      code: 'CONNECTOR_NOT_FOUND',
      details: `The ethers adapter has no connector "${connectorId}".`,
    })
  }
}

/** A wallet action was asked for while no wallet is connected. */
export class NotConnectedError extends AirlockError {
  override name = 'NotConnectedError' as const
  constructor() {
    super('No ConnectionController client found', {
      code: 'NOT_CONNECTED',
      details: 'Connect a wallet before signing or sending.',
    })
  }
}

/** The connected wallet does not implement a method (EIP-1193 4200), e.g. `wallet_sendCalls`. */
export class UnsupportedWalletMethodError extends AirlockError {
  override name = 'UnsupportedWalletMethodError' as const
  constructor(method: string, cause?: unknown) {
    super('Unsupported method', {
      code: 'UNSUPPORTED_METHOD',
      details: `The connected wallet does not support ${method}.`,
      cause,
    })
  }
}
