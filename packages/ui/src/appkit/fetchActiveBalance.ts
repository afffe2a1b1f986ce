import { type AppKit, fetchBalance } from '@airlock/core'

/** What AppKit's `useAppKitBalance().fetchBalance()` resolves with. */
export type FetchActiveBalanceReturnType = {
  data?: { balance: string; symbol: string } | undefined
  error: string | null
  isSuccess: boolean
  isError: boolean
}

/**
 * Reads the active account's native balance now, in AppKit's result shape: never throws, a
 * failure (no instance, nothing connected, the read failed) is in `error`.
 *
 * @example const { data } = await fetchActiveBalance(appKit) // { balance: '1.5', symbol: 'ETH' }
 */
export async function fetchActiveBalance(
  appKit: AppKit | undefined,
): Promise<FetchActiveBalanceReturnType> {
  const namespace = appKit?.state.activeNamespace
  if (!appKit || !namespace || appKit.state.chains[namespace]?.account.status !== 'connected')
    return { data: undefined, error: 'No account connected', isSuccess: false, isError: true }
  try {
    const data = await fetchBalance(appKit, { namespace, force: true })
    if (!data) return { data: undefined, error: 'No balance', isSuccess: false, isError: true }
    return { data, error: null, isSuccess: true, isError: false }
  } catch (error) {
    return {
      data: undefined,
      error: error instanceof Error ? error.message : String(error),
      isSuccess: false,
      isError: true,
    }
  }
}
