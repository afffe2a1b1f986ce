import type {
  AdapterConnection,
  AdapterConnector,
  AdapterContext,
  AdapterEvent,
  CaipNetwork,
  ChainAdapter,
  ChainNamespace,
} from '@airlock/core'
import type { Config, CreateConnectorFn, Storage, Transport } from '@wagmi/core'
import { connectWagmi } from './connectWagmi.js'
import { createWagmiCapabilities, type WagmiCapabilities } from './createWagmiCapabilities.js'
import { createWagmiConfig } from './createWagmiConfig.js'
import { disconnectWagmi } from './disconnectWagmi.js'
import { hydrateWagmiConfig } from './hydrateWagmiConfig.js'
import { reconnectWagmi } from './reconnectWagmi.js'
import {
  type WalletConnectOptions,
  walletConnectConnectorId,
} from './walletConnect/walletConnectOptions.js'
import { watchWagmiEvents } from './watchWagmiEvents.js'

export type WagmiAdapterParameters = {
  /** The app's networks; the eip155 ones become the wagmi config's chains, in this order. */
  networks: readonly CaipNetwork[]
  projectId: string
  /** Server-side rendering: wagmi leaves storage and EIP-6963 discovery until `setup`. */
  ssr?: boolean | undefined
  /** wagmi storage, e.g. `createStorage({ storage: cookieStorage })`. Default: localStorage. */
  storage?: Storage | null | undefined
  /** wagmi connectors. Default: `[injected()]`; EIP-6963 wallets are added as they announce. */
  connectors?: readonly CreateConnectorFn[] | undefined
  /** Transports by chain id. Default: `http()` on each network's first RPC URL. */
  transports?: Record<number, Transport> | undefined
  /**
   * WalletConnect (QR code and deep links), loaded when a user first picks it or a session is
   * restored. Default: on, with WalletConnect's relay; `false` turns it off.
   */
  walletConnect?: WalletConnectOptions | false | undefined
}

const walletConnectPlaceholder: AdapterConnector = {
  id: walletConnectConnectorId,
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

/**
 * Airlock's adapter for EVM chains, built on wagmi. Its `wagmiConfig` is a plain wagmi `Config`,
 * so the same connection drives Airlock's modal and wagmi's own hooks and actions.
 *
 * @example
 * const adapter = new WagmiAdapter({ networks: [mainnet, base], projectId })
 * createAppKit({ adapters: [adapter], networks: [mainnet, base], projectId })
 * // <WagmiProvider config={adapter.wagmiConfig}>…</WagmiProvider>
 */
export class WagmiAdapter implements ChainAdapter {
  readonly namespace: ChainNamespace = 'eip155'
  readonly adapterType = 'wagmi' as const
  readonly projectId: string
  readonly wagmiConfig: Config
  readonly capabilities: WagmiCapabilities
  readonly #providers = new Map<string, unknown>()
  readonly #walletConnect: WalletConnectOptions | false
  #emit: (event: AdapterEvent) => void = () => {}
  #walletConnectLoading: Promise<unknown> | undefined
  #unwatch: (() => void) | undefined

  constructor(parameters: WagmiAdapterParameters) {
    this.projectId = parameters.projectId
    this.#walletConnect = parameters.walletConnect ?? {}
    this.wagmiConfig = createWagmiConfig(parameters)
    this.capabilities = createWagmiCapabilities(this.wagmiConfig)
  }

  async setup(context: AdapterContext): Promise<void> {
    this.#unwatch?.()
    await hydrateWagmiConfig(this.wagmiConfig)
    this.#emit = context.emit
    const walletConnect = this.#walletConnect
    this.#unwatch = watchWagmiEvents(this.wagmiConfig, {
      // WalletConnect is listed before its code is loaded.
      emit: (event) =>
        context.emit(
          event.type === 'connectors' &&
            walletConnect &&
            !event.connectors.some((connector) => connector.id === walletConnectConnectorId)
            ? { ...event, connectors: [...event.connectors, walletConnectPlaceholder] }
            : event,
        ),
      onConnectors: (connectors) => {
        for (const connector of connectors) {
          if (this.#providers.has(connector.id)) continue
          connector.getProvider().then(
            (provider) => {
              if (provider) this.#providers.set(connector.id, provider)
            },
            (error: unknown) =>
              context.emit({
                type: 'error',
                error: error instanceof Error ? error : new Error(String(error)),
              }),
          )
        }
      },
    })
  }

  /** Stops reporting to core (for tests and hot reloads); `setup` starts again. */
  teardown(): void {
    this.#unwatch?.()
    this.#unwatch = undefined
  }

  async connect(parameters: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection> {
    if (parameters.connectorId === walletConnectConnectorId) await this.#loadWalletConnect()
    return connectWagmi(this.wagmiConfig, parameters)
  }

  async reconnect(parameters: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection | undefined> {
    if (parameters.connectorId === walletConnectConnectorId) await this.#loadWalletConnect()
    return reconnectWagmi(this.wagmiConfig, { connectorId: parameters.connectorId })
  }

  /** Adds the WalletConnect connector to the wagmi config, loading its code the first time. */
  #loadWalletConnect(): Promise<unknown> {
    const options = this.#walletConnect
    if (!options) return Promise.resolve(undefined)
    this.#walletConnectLoading ??= import('./walletConnect/addWalletConnectConnector.js')
      .then(({ addWalletConnectConnector }) =>
        addWalletConnectConnector(this.wagmiConfig, {
          ...options,
          projectId: this.projectId,
          emit: (event) => this.#emit(event),
        }),
      )
      .catch((error: unknown) => {
        this.#walletConnectLoading = undefined
        throw error
      })
    return this.#walletConnectLoading
  }

  disconnect(parameters: { connectorId?: string | undefined } = {}): Promise<void> {
    return disconnectWagmi(this.wagmiConfig, parameters)
  }

  async switchNetwork(parameters: { network: CaipNetwork }): Promise<void> {
    // Loaded on first use: a dapp's first paint does not pay for switching chains.
    const { switchWagmiChain } = await import('./switchWagmiChain.js')
    return switchWagmiChain(this.wagmiConfig, parameters)
  }

  async getBalance(parameters: {
    address: string
    network: CaipNetwork
  }): Promise<{ balance: string; symbol: string }> {
    const { getWagmiBalance } = await import('./getWagmiBalance.js')
    return getWagmiBalance(this.wagmiConfig, parameters)
  }

  /** The EIP-1193 provider of `connectorId`, once wagmi has found it; `undefined` before. */
  getProvider({ connectorId }: { connectorId: string }): unknown {
    return (
      this.#providers.get(connectorId) ??
      this.wagmiConfig._internal.mipd
        ?.getProviders()
        .find((detail) => detail.info.rdns === connectorId)?.provider
    )
  }
}
