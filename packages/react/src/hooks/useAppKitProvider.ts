import type { ChainNamespace } from '@airlock/core'
import { readProvider } from '@airlock/ui'
import { useOptionalAppKitSelector } from './useAppKitSelector.js'

export type UseAppKitProviderReturnType<T> = {
  /**
   * Typed `T` as in AppKit, so `new BrowserProvider(walletProvider)` type-checks; it is
   * undefined at runtime until a wallet connects in `namespace`.
   */
  walletProvider: T
  walletProviderType: string | undefined
}

const noProvider = { walletProvider: undefined, walletProviderType: undefined }

/**
 * The connected wallet's provider for `namespace` (EIP-1193 for eip155), to call it directly.
 *
 * @example const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
 */
export function useAppKitProvider<T = unknown>(
  namespace: ChainNamespace,
): UseAppKitProviderReturnType<T> {
  return useOptionalAppKitSelector(
    (state, appKit) => readProvider<T>(appKit, state, namespace),
    noProvider,
  ) as UseAppKitProviderReturnType<T>
}
