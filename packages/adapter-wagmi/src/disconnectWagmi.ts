import { type Config, disconnect } from '@wagmi/core'
import { getLiveConnection, getLiveConnections } from './getLiveConnections.js'

/**
 * Disconnects the connector `connectorId`, or every connected connector when none is named.
 * Injected wallets are also asked to revoke the site's permission where they support it.
 *
 * @example await disconnectWagmi(config, { connectorId: 'io.metamask' })
 */
export async function disconnectWagmi(
  config: Config,
  { connectorId }: { connectorId?: string | undefined } = {},
): Promise<void> {
  const connections = connectorId
    ? [getLiveConnection(config, connectorId)].filter((connection) => connection !== undefined)
    : getLiveConnections(config)
  for (const connection of connections) {
    await disconnect(config, { connector: connection.connector })
  }
}
