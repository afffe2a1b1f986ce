import type { ChainNamespace } from '@airlock/core'
import { readProvider } from '@airlock/ui'
import { readThrough, useAppKitSelection } from './useAppKitSelection.js'

export type UseAppKitProviderReturn<T> = {
  /** The wallet's provider in the namespace; undefined until a wallet connects there. */
  walletProvider: T | undefined
  walletProviderType: string | undefined
}

const noProvider = { walletProvider: undefined, walletProviderType: undefined }

/**
 * The connected wallet's provider for `namespace` (EIP-1193 for eip155), to call it directly: a
 * reactive object, as AppKit's. The provider itself is handed over as it is, never wrapped in a
 * Vue proxy.
 *
 * @example const provider = useAppKitProvider<Eip1193Provider>('eip155'); provider.walletProvider
 */
export function useAppKitProvider<T = unknown>(
  namespace: ChainNamespace,
): Readonly<UseAppKitProviderReturn<T>> {
  // By identity: a provider is the same provider or another.
  const provider = useAppKitSelection(
    (state, appKit) => readProvider<T>(appKit, state, namespace),
    noProvider,
    (previous, next) =>
      previous.walletProvider === next.walletProvider &&
      previous.walletProviderType === next.walletProviderType,
  )
  return readThrough(provider)
}
