import type { ChainNamespace } from '@airlock/core'
import { getDefaultAppKit, loadLazyActions } from '@airlock/ui'

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
  return {
    disconnect: async ({ id, namespace }: UseDisconnectParameters = {}) => {
      const appKit = getDefaultAppKit()
      // With an id, only that connection ends; another live one of its namespace takes over.
      if (!appKit) return
      const { disconnect } = await loadLazyActions()
      await disconnect(appKit, { namespace, connectorId: id })
    },
  }
}
