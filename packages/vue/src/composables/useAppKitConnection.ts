import {
  type ChainNamespace,
  deleteConnection as deleteStoredConnection,
  switchConnection as switchToConnection,
  UnexpectedError,
} from '@airlock/core'
import { type Connection, getDefaultAppKit, readConnections } from '@airlock/ui'
import { computed, type Ref, shallowRef } from 'vue'
import { useAppKitSelection } from './useAppKitSelection.js'

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
 * The active connection of a namespace, and switching between the wallets connected at once (or
 * back to a recent one), as a ref: failures go to `onError`, as in AppKit.
 *
 * @example
 * const active = useAppKitConnection({ namespace: 'eip155' })
 * await active.value.switchConnection({ connection })
 */
export function useAppKitConnection({
  namespace,
  onSuccess,
  onError,
}: UseAppKitConnectionParameters = {}): Readonly<Ref<UseAppKitConnectionReturn>> {
  const isPending = shallowRef(false)
  const connection = useAppKitSelection((state, appKit) => {
    const target = namespace ?? state.activeNamespace
    const active = target ? state.chains[target]?.connectorId : undefined
    return readConnections(appKit, state, target).connections.find(
      (entry) => entry.connectorId === active,
    )
  }, undefined)
  const switchConnection = async ({
    connection: target,
    address,
  }: {
    connection: Connection
    address?: string
  }) => {
    const appKit = getDefaultAppKit()
    if (!appKit) return
    isPending.value = true
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
      isPending.value = false
    }
  }
  const deleteConnection = ({ address, connectorId }: { address: string; connectorId: string }) => {
    const appKit = getDefaultAppKit()
    const target = namespace ?? appKit?.state.activeNamespace
    if (!appKit || !target) return
    deleteStoredConnection(appKit, { address, connectorId, namespace: target })
    onSuccess?.({
      address,
      namespace: target,
      hasSwitchedAccount: false,
      hasSwitchedWallet: false,
      hasDeletedWallet: true,
    })
  }
  return computed(() => ({
    connection: connection.value,
    isPending: isPending.value,
    switchConnection,
    deleteConnection,
  }))
}
