import {
  type FetchActiveBalanceReturnType,
  fetchActiveBalance,
  getDefaultAppKit,
} from '@airlock/ui'

export type UseAppKitBalanceReturn = {
  /** Reads the active account's native balance now (AppKit's result shape; never throws). */
  fetchBalance: () => Promise<FetchActiveBalanceReturnType>
}

/**
 * The active account's native balance, on demand (the latest one is also
 * `useAppKitAccount().value.balance`).
 *
 * @example const { fetchBalance } = useAppKitBalance(); const { data } = await fetchBalance()
 */
export function useAppKitBalance(): UseAppKitBalanceReturn {
  return { fetchBalance: () => fetchActiveBalance(getDefaultAppKit()) }
}
