import type { ChainNamespace } from '@airlock/core'
import { useAppKitSnapshot } from './useAppKitSelector.js'

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
  const { appKit, state } = useAppKitSnapshot()
  const connectorId = state.chains[namespace]?.connectorId
  const connected = state.chains[namespace]?.account.status === 'connected'
  const adapter = appKit.adapters.get(namespace)
  if (!connected || !connectorId || !adapter)
    return { walletProvider: undefined, walletProviderType: undefined }
  return {
    walletProvider: adapter.getProvider({ connectorId }) as T | undefined,
    walletProviderType: state.chains[namespace]?.account.connectedWalletInfo?.type,
  }
}
