import type { Connection } from '@solana/web3.js'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { getActiveSolanaAdapter, watchSolanaAdapters } from '../solanaAdapterRegistry.js'

export type UseAppKitConnectionReturnType = {
  /** A web3.js `Connection` to the active Solana network; undefined while no Solana wallet is connected. */
  connection: Connection | undefined
}

const getTarget = () => getActiveSolanaAdapter()?.getConnectionTarget()

/**
 * AppKit's Solana hook: a web3.js 1.x `Connection` to the network the connected Solana wallet is
 * on, following network switches. `@solana/web3.js` loads on the first render that needs it, so
 * the connection is undefined for that render. Outside React, `solanaAdapter.getConnection()`.
 *
 * @example
 * const { connection } = useAppKitConnection()
 * const balance = await connection?.getBalance(publicKey)
 */
export function useAppKitConnection(): UseAppKitConnectionReturnType {
  const target = useSyncExternalStore(watchSolanaAdapters, getTarget, getTarget)
  const [loaded, setLoaded] = useState<{ target: string; connection: Connection }>()
  const [failure, setFailure] = useState<unknown>()
  useEffect(() => {
    const adapter = getActiveSolanaAdapter()
    if (!target || !adapter || loaded?.target === target) return
    let current = true
    adapter.getConnection().then(
      (connection) => {
        if (current) setLoaded({ target, connection })
      },
      (error: unknown) => {
        if (current) setFailure(error)
      },
    )
    return () => {
      current = false
    }
  }, [target, loaded])
  // A failed load (no @solana/web3.js installed) reaches the component as its render error.
  if (failure) throw failure
  return { connection: target && loaded?.target === target ? loaded.connection : undefined }
}
