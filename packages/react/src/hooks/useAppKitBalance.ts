import { type FetchActiveBalanceReturnType, fetchActiveBalance } from '@airlock/ui'
import { useMemo } from 'react'
import { useAppKitInstance } from '../defaultAppKit.js'

export type UseAppKitBalanceReturnType = {
  /** Reads the active account's native balance now (AppKit's result shape; never throws). */
  fetchBalance: () => Promise<FetchActiveBalanceReturnType>
}

/**
 * The active account's native balance, on demand (the latest one is also
 * `useAppKitAccount().balance`).
 *
 * @example const { fetchBalance } = useAppKitBalance(); const { data } = await fetchBalance()
 */
export function useAppKitBalance(): UseAppKitBalanceReturnType {
  const appKit = useAppKitInstance()
  return useMemo(() => ({ fetchBalance: () => fetchActiveBalance(appKit) }), [appKit])
}
