import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import type { DisconnectError } from '../errors/appKit.js'
import { disconnectConnection } from './internal/disconnectConnection.js'
import { disconnectNamespaces } from './internal/disconnectNamespaces.js'

export type DisconnectParameters = {
  namespace?: ChainNamespace | undefined
  /**
   * Only this connection (AppKit's connection id): when it is the active one and another of the
   * namespace is live, that one takes over. Default: every connection of the namespaces.
   */
  connectorId?: string | undefined
}
export type DisconnectReturnType = undefined
export type DisconnectErrorType = DisconnectError

/**
 * Disconnects `namespace`, or every namespace when none is given. Other namespaces that share a
 * WalletConnect or auth connector go too (spec §4). Each failure is logged and tracked; together
 * they throw one DisconnectError ('Failed to disconnect'). With `connectorId`, only that
 * connection ends, and the namespace's next live one takes over.
 */
export async function disconnect(
  appKit: AppKit,
  parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  if (parameters.connectorId) {
    return disconnectConnection(appKit, parameters.connectorId, parameters.namespace)
  }
  return disconnectNamespaces(appKit, parameters.namespace)
}
