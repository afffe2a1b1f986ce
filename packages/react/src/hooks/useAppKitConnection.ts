import {
  type ChainNamespace,
  deleteConnection as deleteStoredConnection,
  switchConnection as switchToConnection,
  UnexpectedError,
} from '@airlock/core'
import type { Connection } from '@airlock/ui'
import { readConnections } from '@airlock/ui'
import { useCallback, useState } from 'react'
import { useAppKitInstance } from '../defaultAppKit.js'
import { useOptionalAppKitSelector } from './useAppKitSelector.js'

export type UseAppKitConnectionParameters = {
  /** Default: the active namespace. */
  namespace?: ChainNamespace | undefined
  /** After a switch or a delete, with what changed. */
  onSuccess?:
    | ((result: {
        address: string
        namespace: ChainNamespace
        hasSwitchedAccount: boolean
        hasSwitchedWallet: boolean
        hasDeletedWallet: boolean
      }) => void)
    | undefined
  /** A switch failed (the wallet declined a reconnect, the account is not the wallet's, …). */
  onError?: ((error: Error) => void) | undefined
}

export type UseAppKitConnectionReturn = {
  /** The namespace's active connection. */
  connection: Connection | undefined
  /** True while a switch is under way. */
  isPending: boolean
  /** Makes `connection` (live or recent) the active one, with `address` when given. */
  switchConnection: (parameters: { connection: Connection; address?: string }) => Promise<void>
  /** Forgets `address` of a recent connection on this device. */
  deleteConnection: (parameters: { address: string; connectorId: string }) => void
}

/**
 * The active connection of a namespace, and switching between the wallets connected at once
 * (or back to a recent one) as AppKit's multi-wallet hook does: failures go to `onError`.
 *
 * @example
 * const { connection, switchConnection } = useAppKitConnection({ namespace: 'eip155' })
 */
export function useAppKitConnection({
  namespace,
  onSuccess,
  onError,
}: UseAppKitConnectionParameters = {}): UseAppKitConnectionReturn {
  const appKit = useAppKitInstance()
  const [isPending, setPending] = useState(false)
  const connection = useOptionalAppKitSelector((state, instance) => {
    const target = namespace ?? state.activeNamespace
    const active = target ? state.chains[target]?.connectorId : undefined
    return readConnections(instance, state, target).connections.find(
      (entry) => entry.connectorId === active,
    )
  }, undefined)
  const switchConnection = useCallback(
    async ({ connection: target, address }: { connection: Connection; address?: string }) => {
      if (!appKit) return
      setPending(true)
      try {
        const result = await switchToConnection(appKit, {
          connectorId: target.connectorId,
          address,
          namespace,
        })
        onSuccess?.({ ...result, hasDeletedWallet: false })
      } catch (error) {
        onError?.(error instanceof Error ? error : new UnexpectedError(error))
      } finally {
        setPending(false)
      }
    },
    [appKit, namespace, onSuccess, onError],
  )
  const deleteConnection = useCallback(
    ({ address, connectorId }: { address: string; connectorId: string }) => {
      if (!appKit) return
      const target = namespace ?? appKit.state.activeNamespace
      if (!target) return
      deleteStoredConnection(appKit, { address, connectorId, namespace: target })
      onSuccess?.({
        address,
        namespace: target,
        hasSwitchedAccount: false,
        hasSwitchedWallet: false,
        hasDeletedWallet: true,
      })
    },
    [appKit, namespace, onSuccess],
  )
  return { connection, isPending, switchConnection, deleteConnection }
}
