import type { ChainNamespace } from '@airlock/core'
import { readConnections, type UseAppKitConnectionsReturn } from '@airlock/ui'
import type { Ref } from 'vue'
import { useAppKitSelection } from './useAppKitSelection.js'

const none: UseAppKitConnectionsReturn = { connections: [], recentConnections: [] }

/**
 * The wallets connected at once in `namespace` (default: the active one), and the recent ones
 * this device connected before, as a ref: AppKit's multi-wallet list, on for every project here.
 *
 * @example const list = useAppKitConnections('eip155'); list.value.connections
 */
export function useAppKitConnections(
  namespace?: ChainNamespace,
): Readonly<Ref<UseAppKitConnectionsReturn>> {
  return useAppKitSelection((state, appKit) => readConnections(appKit, state, namespace), none)
}
