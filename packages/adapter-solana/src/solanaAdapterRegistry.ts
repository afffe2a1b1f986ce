/** What the React hooks read of a set-up Solana adapter. */
export type RegisteredSolanaAdapter = {
  /** The RPC URL and commitment a `Connection` is made for; undefined when not connected. */
  getConnectionTarget: () => string | undefined
  getConnection: () => Promise<import('@solana/web3.js').Connection>
}

/**
 * The Solana adapters that are set up (newest last), so `useAppKitConnection()` finds the app's
 * adapter without importing `@airlock/react`. Holds pointers to adapters, not their state.
 */
const live: RegisteredSolanaAdapter[] = []
const listeners = new Set<() => void>()

/** Adds `adapter` (it becomes the active one); returns its removal. */
export function registerSolanaAdapter(adapter: RegisteredSolanaAdapter): () => void {
  live.push(adapter)
  notifySolanaAdapterChange()
  return () => {
    const index = live.indexOf(adapter)
    if (index < 0) return
    live.splice(index, 1)
    notifySolanaAdapterChange()
  }
}

/** The newest set-up adapter. */
export function getActiveSolanaAdapter(): RegisteredSolanaAdapter | undefined {
  return live.at(-1)
}

/** Tells the listeners that an adapter connected, disconnected or changed network. */
export function notifySolanaAdapterChange(): void {
  for (const listener of [...listeners]) listener()
}

export function watchSolanaAdapters(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
