import type { Eip1193Provider } from './types.js'

export type ProviderListeners = {
  accountsChanged: (accounts: string[]) => void
  chainChanged: (chainId: number) => void
  disconnect: () => void
}

/**
 * Listens to a wallet's EIP-1193 events (`accountsChanged`, `chainChanged`, `disconnect`), the
 * values read as plain account strings and a number; returns the unsubscribe.
 *
 * @example const stop = listenToProvider(provider, { accountsChanged, chainChanged, disconnect })
 */
export function listenToProvider(
  provider: Eip1193Provider,
  listeners: ProviderListeners,
): () => void {
  const subscriptions: [string, (value: never) => void][] = [
    ['accountsChanged', (accounts: unknown) => listeners.accountsChanged(toAccounts(accounts))],
    ['chainChanged', (chainId: unknown) => listeners.chainChanged(Number(chainId))],
    ['disconnect', () => listeners.disconnect()],
  ]
  for (const [event, listener] of subscriptions) provider.on?.(event, listener)
  return () => {
    for (const [event, listener] of subscriptions) provider.removeListener?.(event, listener)
  }
}

/** The accounts of an EIP-1193 answer: its strings, nothing else. */
export function toAccounts(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((account): account is string => typeof account === 'string')
    : []
}
