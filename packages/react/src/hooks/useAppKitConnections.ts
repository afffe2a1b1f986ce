import type { ChainNamespace } from '@airlock/core'
import type { UseAppKitConnectionsReturn } from '@airlock/ui'
import { readConnections } from '@airlock/ui'
import { useOptionalAppKitSelector } from './useAppKitSelector.js'

const none: UseAppKitConnectionsReturn = { connections: [], recentConnections: [] }

/**
 * The wallets connected at once in `namespace` (default: the active one), and the recent ones
 * this device connected before: AppKit's multi-wallet list, on for every project here.
 *
 * @example const { connections, recentConnections } = useAppKitConnections('eip155')
 */
export function useAppKitConnections(namespace?: ChainNamespace): UseAppKitConnectionsReturn {
  return useOptionalAppKitSelector(
    (state, appKit) => readConnections(appKit, state, namespace),
    none,
  )
}
