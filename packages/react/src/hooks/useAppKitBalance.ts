import { fetchBalance } from '@airlock/core'
import { useMemo } from 'react'
import { useAppKitInstance } from '../defaultAppKit.js'

export type UseAppKitBalanceReturnType = {
  /** Reads the active account's native balance now (AppKit's result shape; never throws). */
  fetchBalance: () => Promise<{
    data?: { balance: string; symbol: string } | undefined
    error: string | null
    isSuccess: boolean
    isError: boolean
  }>
}

/**
 * The active account's native balance, on demand (the latest one is also
 * `useAppKitAccount().balance`).
 *
 * @example const { fetchBalance } = useAppKitBalance(); const { data } = await fetchBalance()
 */
export function useAppKitBalance(): UseAppKitBalanceReturnType {
  const appKit = useAppKitInstance()
  return useMemo(
    () => ({
      fetchBalance: async () => {
        const namespace = appKit?.state.activeNamespace
        if (!appKit || !namespace || appKit.state.chains[namespace]?.account.status !== 'connected')
          return { data: undefined, error: 'No account connected', isSuccess: false, isError: true }
        try {
          const data = await fetchBalance(appKit, { namespace, force: true })
          if (!data)
            return { data: undefined, error: 'No balance', isSuccess: false, isError: true }
          return { data, error: null, isSuccess: true, isError: false }
        } catch (error) {
          return {
            data: undefined,
            error: error instanceof Error ? error.message : String(error),
            isSuccess: false,
            isError: true,
          }
        }
      },
    }),
    [appKit],
  )
}
