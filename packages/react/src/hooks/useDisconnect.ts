import { type ChainNamespace, disconnect } from '@airlock/core'
import { useMemo } from 'react'
import { useAppKitInstance } from '../defaultAppKit.js'

export type UseDisconnectParameters = {
  /** Only the namespaces connected through this connector (AppKit's connection id). */
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
        if (!id) return disconnect(appKit, { namespace })
        const namespaces = Object.values(appKit.state.chains)
          .filter(
            (chain) => chain?.connectorId === id && (!namespace || chain.namespace === namespace),
          )
          .map((chain) => chain?.namespace)
        for (const target of namespaces) await disconnect(appKit, { namespace: target })
      },
    }),
    [appKit],
  )
}
