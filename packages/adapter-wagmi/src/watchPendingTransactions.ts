import { type Config, watchPendingTransactions } from '@wagmi/core'

export type WatchPendingBalanceParameters = {
  /** How often (ms) the chain is asked for new pending transactions. */
  pollingInterval: number
  /** After this many new batches the watch stops. */
  limit: number
  /** Called for each new batch of pending transactions. */
  onTransactions: () => void
}

/**
 * Watches the config's current chain for new pending transactions (AppKit's
 * `pendingTransactionsFilter`), calling `onTransactions` for each new batch, `limit` times at most.
 * A chain that cannot list pending transactions (`eth_newPendingTransactionFilter` unsupported)
 * is left alone. Returns the stop.
 *
 * @example const stop = watchPendingBalance(config, { pollingInterval: 30_000, limit: 99, onTransactions })
 */
export function watchPendingBalance(
  config: Config,
  { pollingInterval, limit, onTransactions }: WatchPendingBalanceParameters,
): () => void {
  let seen = 0
  const stop = watchPendingTransactions(config, {
    pollingInterval,
    onError: () => {},
    onTransactions: () => {
      seen++
      onTransactions()
      if (seen >= limit) stop()
    },
  })
  return stop
}
