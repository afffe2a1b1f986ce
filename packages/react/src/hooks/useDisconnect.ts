import { type DisconnectParameters, disconnect } from '@airlock/core'
import { useMemo } from 'react'
import { useAppKitOrThrow } from './useAppKitSelector.js'

/**
 * Disconnects one namespace, or all.
 *
 * @example const { disconnect } = useDisconnect(); await disconnect()
 */
export function useDisconnect(): {
  disconnect: (parameters?: DisconnectParameters) => Promise<void>
} {
  const appKit = useAppKitOrThrow()
  return useMemo(
    () => ({ disconnect: (parameters?: DisconnectParameters) => disconnect(appKit, parameters) }),
    [appKit],
  )
}
