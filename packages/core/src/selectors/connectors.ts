import { ID_AUTH } from '../auth/constants.js'
import type { AppKitState, Connector } from '../state/types.js'

/** The auth connector (spec §3): email login into the embedded wallet (eip155 first, solana too). */
const authConnector: Connector = { id: ID_AUTH, name: 'Email', type: 'AUTH', chain: 'eip155' }

/** The connector with this id, from any adapter. */
export function selectConnectorById(
  state: Pick<AppKitState, 'adapterConnectors'>,
  connectorId: string,
): Connector | undefined {
  for (const connectors of Object.values(state.adapterConnectors)) {
    const found = connectors?.find((connector) => connector.id === connectorId)
    if (found) return found
  }
  // Adapters need not list it: core owns the auth connector and hands its provider to them.
  return connectorId === ID_AUTH ? authConnector : undefined
}
