import { createConnector } from '@wagmi/core'
import type {
  AddWalletConnectConnectorParameters,
  WalletConnectConnector,
  WalletConnectProvider,
} from './addWalletConnectConnector.js'
import { walletConnectConnectorId } from './walletConnectOptions.js'

export type LazyWalletConnectParameters = AddWalletConnectConnectorParameters & {
  /** Told each pairing URI the connector displays (for a QR code or a deep link). */
  onDisplayUri?: ((uri: string) => void) | undefined
  /** Told WalletConnect's provider once its SDK has loaded. */
  onProvider?: ((provider: WalletConnectProvider) => void) | undefined
}

/**
 * A wagmi connector for WalletConnect that is listed from the start but loads wagmi's
 * WalletConnect connector and WalletConnect's SDK only when first used, then hands every call to
 * it. Until then `getProvider` resolves with `undefined`, so wagmi's own `reconnect` passes it by
 * without loading anything; `connect`, `isAuthorized` and the other methods load it.
 *
 * @example createConfig({ chains, transports, connectors: [injected(), lazyWalletConnect({ projectId })] })
 */
export function lazyWalletConnect(parameters: LazyWalletConnectParameters) {
  return createConnector<WalletConnectProvider | undefined>((config) => {
    let loaded: WalletConnectConnector | undefined
    let loading: Promise<WalletConnectConnector> | undefined
    const load = (): Promise<WalletConnectConnector> => {
      loading ??= import('./addWalletConnectConnector.js')
        .then(({ addWalletConnectConnector }) => addWalletConnectConnector(config, parameters))
        .then(({ connector, provider }) => {
          loaded = connector
          parameters.onProvider?.(provider)
          return connector
        })
        .catch((error: unknown) => {
          loading = undefined
          throw error
        })
      return loading
    }

    config.emitter.on('message', (message) => {
      if (message.type === 'display_uri' && typeof message.data === 'string') {
        parameters.onDisplayUri?.(message.data)
      }
    })

    return {
      id: walletConnectConnectorId,
      name: 'WalletConnect',
      type: 'walletConnect',
      async connect(options) {
        return (await load()).connect(options) as never
      },
      async disconnect() {
        return (await load()).disconnect()
      },
      async getAccounts() {
        return (await load()).getAccounts()
      },
      async getChainId() {
        return (await load()).getChainId()
      },
      async getProvider(options) {
        return loaded?.getProvider(options)
      },
      async isAuthorized() {
        return (await load()).isAuthorized()
      },
      async switchChain(options) {
        // wagmi's WalletConnect connector always defines it.
        return (await load()).switchChain!(options)
      },
      onAccountsChanged(accounts) {
        loaded?.onAccountsChanged(accounts)
      },
      onChainChanged(chainId) {
        loaded?.onChainChanged(chainId)
      },
      onDisconnect(error) {
        loaded?.onDisconnect(error)
      },
    }
  })
}
