import type { AppKitState, Connector } from '../state/types.js'

/** The connector with this id, from any adapter. */
export function selectConnectorById(
  state: Pick<AppKitState, 'adapterConnectors'>,
  connectorId: string,
): Connector | undefined {
  for (const connectors of Object.values(state.adapterConnectors)) {
    const found = connectors?.find((connector) => connector.id === connectorId)
    if (found) return found
  }
  return undefined
}
