import type { ChainNamespace } from '@airlock/core'
import { loadLazyActions } from '@airlock/ui'
import { useMemo } from 'react'
import { useAppKitInstance } from '../defaultAppKit.js'

export type UseDisconnectParameters = {
  /** Only this connection (AppKit's connection id, the connector's); others stay connected. */
  id?: string | undefined
  namespace?: ChainNamespace | undefined
}

/**
 * Disconnects one namespace, one connector's connections (`id`), or all. Before createAppKit it
 * does nothing, as in AppKit.
 *
 * @example const { disconnect } = useDisconnect(); await disconnect({ namespace: 'eip155' })
 */
export function useDisconnect(): {
  disconnect: (parameters?: UseDisconnectParameters) => Promise<void>
} {
  const appKit = useAppKitInstance()
  return useMemo(
    () => ({
      disconnect: async ({ id, namespace }: UseDisconnectParameters = {}) => {
        if (!appKit) return
        const { disconnect } = await loadLazyActions()
        // With an id, only that connection ends; another live one of its namespace takes over.
        await disconnect(appKit, { namespace, connectorId: id })
      },
    }),
    [appKit],
  )
}
