import {
  type AdapterConnection,
  type AdapterContext,
  type AdapterEvent,
  type AppKitNetwork,
  type CaipNetwork,
  type ChainAdapter,
  type ChainNamespace,
  ID_AUTH,
  isServedNetwork,
  toCaipNetwork,
} from '@airlock/core'
import {
  type AdapterWalletConnect,
  mapWalletError,
  resolveWalletConnectOptions,
  setupWalletConnect,
  walletConnectConnectorId,
} from '@airlock/core/adapter'
import type { Config, CreateConnectorFn, Storage, Transport } from '@wagmi/core'
import { createStore as createMipdStore, type Store as MipdStore } from 'mipd'
import { authConnector } from './authConnector.js'
import { connectWagmi } from './connectWagmi.js'
import { createWagmiCapabilities, type WagmiCapabilities } from './createWagmiCapabilities.js'
import {
  type CustomRpcUrls,
  createWagmiConfig,
  getTransport,
  type WagmiConfigPassThrough,
} from './createWagmiConfig.js'
import { disconnectWagmi } from './disconnectWagmi.js'
import { getLiveConnection, toAdapterConnection } from './getLiveConnections.js'
import { hydrateWagmiConfig } from './hydrateWagmiConfig.js'
import { addWagmiConnectors, setWagmiChains } from './internal/wagmiInternals.js'
import { reconnectWagmi } from './reconnectWagmi.js'
import { toWagmiChain } from './toWagmiChain.js'
import { getEip155WalletConnectNamespace } from './walletConnect/getEip155WalletConnectNamespace.js'
import { walletConnectConnector } from './walletConnect/walletConnectConnector.js'
import type { WalletConnectOptions } from './walletConnect/walletConnectOptions.js'
import { watchWagmiEvents } from './watchWagmiEvents.js'

/** AppKit's `pendingTransactionsFilter`: watch the chain's pending transactions. */
export type PendingTransactionsFilter = {
  /** Default false. */
  enable: boolean
  /** How often (ms) the chain is asked. Default 30 000. */
  pollingInterval?: number | undefined
}

export type WagmiAdapterParameters = WagmiConfigPassThrough & {
  /**
   * The app's networks (CaipNetworks or viem chains); the eip155 ones become the wagmi config's
   * chains, in this order.
   */
  networks: readonly AppKitNetwork[]
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
   * restored. Default: on, with WalletConnect's relay, as in every adapter; `false` turns it off.
   */
  walletConnect?: WalletConnectOptions | false | undefined
  /**
   * RPC URLs by CAIP network id (`'eip155:1': [{ url, config }]`), read before the network's own
   * (and the Airlock server's route), each tried when the one before fails. A transport given in
   * `transports` wins.
   */
  customRpcUrls?: CustomRpcUrls | undefined
  /**
   * While a wallet is connected, watch the chain's pending transactions (every `pollingInterval`
   * ms) and read the account's balance again when new ones appear, as AppKit does: at most 99
   * times, then the watch stops.
   */
  pendingTransactionsFilter?: PendingTransactionsFilter | undefined
}

/** AppKit's limit: the pending-transactions watch stops after this many new batches. */
const pendingTransactionsLimit = 99

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
  readonly #ssr: boolean
  /** EIP-6963 announcements in this page, heard before wagmi's config hears them. */
  readonly #mipd: MipdStore | undefined
  #emit: (event: AdapterEvent) => void = () => {}
  /** From the setup context: the instance's WalletConnect client, shared with other adapters. */
  #getSharedWalletConnectClient: AdapterContext['getWalletConnectClient']
  /** The adapter kit's WalletConnect hook-up, made at setup (or on a first use before it). */
  #walletConnect: AdapterWalletConnect | undefined
  readonly #walletConnectOptions: WalletConnectOptions | false
  #unwatch: (() => void) | undefined
  /** From the setup context: the Airlock server's RPC route of a network, when `apiUrl` is set. */
  #rpcUrl: AdapterContext['rpcUrl']
  readonly #parameters: WagmiAdapterParameters
  /** The networks whose RPC route the default transports ask for, kept by setNetworks. */
  #networks: CaipNetwork[]
  #stopPendingTransactions: (() => void) | undefined
  /** Counts setups: a watch loaded after a teardown (or a newer setup) does not start. */
  #setups = 0

  constructor(parameters: WagmiAdapterParameters) {
    this.projectId = parameters.projectId
    this.#parameters = parameters
    this.#ssr = parameters.ssr ?? false
    // With EIP-6963 discovery off, the page's announcements are not listened to either.
    this.#mipd =
      typeof window === 'undefined' || parameters.multiInjectedProviderDiscovery === false
        ? undefined
        : createMipdStore()
    // The kit's one default (on); without a project id there is no WalletConnect.
    const walletConnect = parameters.projectId
      ? resolveWalletConnectOptions(parameters.walletConnect)
      : false
    this.#walletConnectOptions = walletConnect
    // A network of a namespace no Airlock adapter serves (AppKit's `tronMainnet`) is left out.
    this.#networks = parameters.networks.filter(isServedNetwork).map(toCaipNetwork)
    this.wagmiConfig = createWagmiConfig({
      ...parameters,
      networks: this.#networks,
      rpcRoute: (chainId) => this.#routeOf(chainId),
      walletConnect: walletConnect
        ? walletConnectConnector({
            getClient: () => this.#hookUpWalletConnect().client,
            onDisplayUri: (uri) => this.#walletConnect?.onDisplayUri(uri),
            onProvider: (provider) => this.#providers.set(walletConnectConnectorId, provider),
          })
        : undefined,
    })
    this.capabilities = createWagmiCapabilities(this.wagmiConfig)
  }

  /** The Airlock server's RPC route of a chain, when the instance has `apiUrl`. */
  #routeOf(chainId: number): string | undefined {
    const network = this.#networks.find((entry) => Number(entry.id) === chainId)
    return network && this.#rpcUrl ? this.#rpcUrl(network) : undefined
  }

  /**
   * The instance's eip155 networks after addNetwork or removeNetwork: they become wagmi's chains
   * (a new one with its default transport, as the constructor makes them), so wagmi's actions and
   * hooks, and switching to them, work.
   */
  setNetworks(networks: readonly CaipNetwork[]): void {
    const [first, ...rest] = networks.map(toWagmiChain)
    if (!first) return
    this.#networks = [...networks]
    const transports = this.wagmiConfig._internal.transports as Record<number, Transport>
    for (const chain of [first, ...rest]) {
      transports[chain.id] ??= getTransport(chain, {
        ...this.#parameters,
        rpcRoute: (chainId) => this.#routeOf(chainId),
      })
    }
    setWagmiChains(this.wagmiConfig, [first, ...rest])
  }

  /** The wagmi config's chains (AppKit's `wagmiChains`). */
  get wagmiChains(): Config['chains'] {
    return this.wagmiConfig.chains
  }

  async setup(context: AdapterContext): Promise<void> {
    this.#unwatch?.()
    // Before any await: wagmi builds a chain's client (and asks for its route) on first use.
    this.#rpcUrl = context.rpcUrl
    // Also before hydrating: a session wagmi restores there is the instance's shared one. Loads
    // nothing; the eip155 namespace is declared now, so a session another adapter proposes first
    // asks for it too.
    this.#getSharedWalletConnectClient = context.getWalletConnectClient
    if (this.#walletConnectOptions) this.#hookUpWalletConnect()
    await hydrateWagmiConfig(this.wagmiConfig, { ssr: this.#ssr, mipd: this.#mipd })
    // Email login: the embedded wallet joins wagmi's connectors, so wagmi's hooks work with it.
    if (context.authProvider) {
      addWagmiConnectors(this.wagmiConfig, [authConnector(context.authProvider)])
      this.#providers.set(ID_AUTH, context.authProvider)
    }
    this.#emit = context.emit
    this.#watchPendingTransactions()
    this.#unwatch = watchWagmiEvents(this.wagmiConfig, {
      emit: context.emit,
      mipd: this.#mipd,
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
                error: mapWalletError(error, { namespace: 'eip155', operation: 'setup' }),
              }),
          )
        }
      },
    })
  }

  /** With `pendingTransactionsFilter` on, core reads the balance again as transactions appear. */
  #watchPendingTransactions(): void {
    const filter = this.#parameters.pendingTransactionsFilter
    const setup = ++this.#setups
    if (!filter?.enable) return
    // Loaded on first use: dapps without the filter do not carry the watch.
    void import('./watchPendingTransactions.js').then(({ watchPendingBalance }) => {
      if (setup !== this.#setups || !this.#unwatch) return
      this.#stopPendingTransactions = watchPendingBalance(this.wagmiConfig, {
        pollingInterval: filter.pollingInterval ?? 30_000,
        limit: pendingTransactionsLimit,
        onTransactions: () => this.#emit({ type: 'pendingTransactions' }),
      })
    })
  }

  /** Stops reporting to core (for tests and hot reloads); `setup` starts again. */
  teardown(): void {
    this.#setups++
    this.#unwatch?.()
    this.#unwatch = undefined
    this.#stopPendingTransactions?.()
    this.#stopPendingTransactions = undefined
  }

  connect(parameters: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection> {
    return connectWagmi(this.wagmiConfig, parameters)
  }

  async reconnect(parameters: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection | undefined> {
    // The embedded wallet answers for itself first: wagmi takes any failure of its connector's
    // check for "not authorised", and a frame that could not be reached says nothing of the login
    // (the provider rejects with AuthFrameLoadError and keeps it for the next page load).
    const auth = this.#providers.get(parameters.connectorId) as AdapterContext['authProvider']
    if (
      parameters.connectorId === ID_AUTH &&
      auth &&
      !auth.user &&
      !(await auth.reconnect(parameters))
    )
      return undefined
    return reconnectWagmi(this.wagmiConfig, { connectorId: parameters.connectorId })
  }

  disconnect(parameters: { connectorId?: string | undefined } = {}): Promise<void> {
    return disconnectWagmi(this.wagmiConfig, parameters)
  }

  /**
   * Makes the live connection of `connectorId` wagmi's current one (several wallets connected at
   * once), as wagmi's own switch does, so wagmi's hooks follow; `undefined` when it is not live.
   */
  async switchConnection({
    connectorId,
  }: {
    connectorId: string
  }): Promise<AdapterConnection | undefined> {
    const connection = getLiveConnection(this.wagmiConfig, connectorId)
    if (!connection) return undefined
    this.wagmiConfig.setState((state) => ({ ...state, current: connection.connector.uid }))
    return toAdapterConnection(connection)
  }

  async switchNetwork(parameters: { network: CaipNetwork }): Promise<void> {
    // Loaded on first use: a dapp's first paint does not pay for switching chains.
    const { switchWagmiChain } = (await import('./wagmiActions.js')).wagmiActions
    return switchWagmiChain(this.wagmiConfig, parameters)
  }

  async getBalance(parameters: {
    address: string
    network: CaipNetwork
  }): Promise<{ balance: string; symbol: string }> {
    const { getWagmiBalance } = (await import('./wagmiActions.js')).wagmiActions
    return getWagmiBalance(this.wagmiConfig, parameters)
  }

  /** The kit's WalletConnect hook-up: the instance's shared client, with eip155 declared. */
  #hookUpWalletConnect(): AdapterWalletConnect {
    this.#walletConnect ??= setupWalletConnect({
      context: {
        projectId: this.projectId,
        emit: (event) => this.#emit(event),
        getWalletConnectClient: this.#getSharedWalletConnectClient,
      },
      options: this.#walletConnectOptions,
      namespace: 'eip155',
      declare: getEip155WalletConnectNamespace({
        chains: this.wagmiConfig.chains,
        transports: this.wagmiConfig._internal.transports,
      }),
    })
    // Only asked for with WalletConnect on and a project id, where the kit always hooks it up.
    return this.#walletConnect as AdapterWalletConnect
  }

  /** The EIP-1193 provider of `connectorId`, once wagmi has found it; `undefined` before. */
  getProvider({ connectorId }: { connectorId: string }): unknown {
    return (
      this.#providers.get(connectorId) ??
      this.#mipd?.getProviders().find((detail) => detail.info.rdns === connectorId)?.provider
    )
  }
}
