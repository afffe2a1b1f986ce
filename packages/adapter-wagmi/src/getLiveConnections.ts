import type { AdapterConnection } from '@airlock/core'
import type { Config, Connection } from '@wagmi/core'

/**
 * The connections of `config` whose connector is a live object. Right after a page load wagmi's
 * state can hold connections read back from storage with a stub connector (id and name only);
 * those are not connections until `reconnect` confirms them.
 */
export function getLiveConnections(config: Config): Connection[] {
  return [...config.state.connections.values()].filter(
    (connection) => typeof connection.connector.getProvider === 'function',
  )
}

/** The live connection of the connector with `connectorId`, if it is connected. */
export function getLiveConnection(config: Config, connectorId: string): Connection | undefined {
  return getLiveConnections(config).find((connection) => connection.connector.id === connectorId)
}

/** Core's shape of a wagmi connection. */
export function toAdapterConnection(connection: {
  accounts: readonly string[]
  chainId: number
  connector: { id: string }
}): AdapterConnection {
  return {
    connectorId: connection.connector.id,
    address: connection.accounts[0] ?? '',
    accounts: [...connection.accounts],
    chainId: connection.chainId,
  }
}
