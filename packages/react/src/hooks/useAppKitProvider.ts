import type { ChainNamespace } from '@airlock/core'
import { useAppKitOrThrow, useAppKitSelector } from './useAppKitSelector.js'

export type UseAppKitProviderReturnType<T> = {
  walletProvider: T | undefined
  walletProviderType: string | undefined
}

/**
 * The connected wallet's provider for `namespace` (EIP-1193 for eip155), to call it directly.
 *
 * @example const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
 */
export function useAppKitProvider<T = unknown>(
  namespace: ChainNamespace,
): UseAppKitProviderReturnType<T> {
  const appKit = useAppKitOrThrow()
  const { connectorId, walletProviderType } = useAppKitSelector((state) => {
    const chain = state.chains[namespace]
    const connected = chain?.account.status === 'connected'
    return {
      connectorId: connected ? chain?.connectorId : undefined,
      walletProviderType: connected ? chain?.account.connectedWalletInfo?.type : undefined,
    }
  })
  const adapter = appKit.adapters.get(namespace)
  if (!connectorId || !adapter) return { walletProvider: undefined, walletProviderType: undefined }
  return {
    walletProvider: adapter.getProvider({ connectorId }) as T | undefined,
    walletProviderType,
  }
}
