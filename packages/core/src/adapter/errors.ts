import { AirlockError } from '@airlock/blockchain-api'
import type { ChainNamespace } from '../caip/types.js'

/** No wallet in the page has the connector id core asked for (it was removed or never announced). */
export class ConnectorNotFoundError extends AirlockError {
  override name = 'ConnectorNotFoundError' as const
  readonly connectorId: string
  constructor(parameters: { connectorId: string; namespace: ChainNamespace }) {
    super('Connector not found', {
      code: 'CONNECTOR_NOT_FOUND',
      details: `The ${parameters.namespace} adapter has no connector "${parameters.connectorId}".`,
    })
    this.connectorId = parameters.connectorId
  }
}

/** A wallet action (sign, send, switch) was asked for while no wallet of the namespace is connected. */
export class NotConnectedError extends AirlockError {
  override name = 'NotConnectedError' as const
  constructor(parameters: { namespace: ChainNamespace }) {
    super('No ConnectionController client found', {
      code: 'NOT_CONNECTED',
      details: `Connect a ${parameters.namespace} wallet before signing or sending.`,
    })
  }
}

/** The connected wallet does not implement a method (EIP-1193 4200), e.g. `wallet_sendCalls`. */
export class UnsupportedWalletMethodError extends AirlockError {
  override name = 'UnsupportedWalletMethodError' as const
  readonly method: string
  constructor(method: string, cause?: unknown) {
    super('Unsupported method', {
      code: 'UNSUPPORTED_METHOD',
      details: `The connected wallet does not support ${method}.`,
      cause,
    })
    this.method = method
  }
}

/** The adapter has no network of its namespace to work on (none was configured). */
export class NoNetworkError extends AirlockError {
  override name = 'NoNetworkError' as const
  constructor(parameters: { namespace: ChainNamespace }) {
    super('Invalid input', {
      code: 'NO_NETWORK',
      details: `No ${parameters.namespace} network is configured.`,
    })
  }
}

/** A network has no RPC URL to read it through. */
export class NoRpcUrlError extends AirlockError {
  override name = 'NoRpcUrlError' as const
  constructor(parameters: { network: { name: string; caipNetworkId: string } }) {
    super('Invalid input', {
      code: 'NO_RPC_URL',
      details: `${parameters.network.name} (${parameters.network.caipNetworkId}) has no RPC URL.`,
    })
  }
}
