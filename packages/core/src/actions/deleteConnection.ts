import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import { persistStoredConnections } from './internal/trackConnections.js'

export type DeleteConnectionParameters = {
  connectorId: string
  /** The account to forget; a connection with no account left is forgotten whole. */
  address: string
  /** Default: the active namespace. */
  namespace?: ChainNamespace | undefined
}
export type DeleteConnectionReturnType = undefined

/**
 * Forgets an account of a recent connection on this device (AppKit's `deleteConnection`); a live
 * connection is not ended (disconnect does that).
 *
 * @example deleteConnection(appKit, { connectorId: 'io.metamask', address: '0x…' })
 */
export function deleteConnection(
  appKit: AppKit,
  parameters: DeleteConnectionParameters,
): DeleteConnectionReturnType {
  const { state } = appKit
  const namespace = parameters.namespace ?? state.activeNamespace
  const stored = namespace ? state.storedConnections[namespace] : undefined
  if (!namespace || !stored) return undefined
  const target = parameters.address.toLowerCase()
  state.storedConnections[namespace] = stored
    .map((entry) =>
      entry.connectorId === parameters.connectorId
        ? {
            ...entry,
            accounts: entry.accounts.filter((account) => account.address.toLowerCase() !== target),
          }
        : entry,
    )
    .filter((entry) => entry.accounts.length > 0)
  persistStoredConnections(appKit)
  return undefined
}
