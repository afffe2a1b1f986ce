import {
  type AuthProvider,
  type CaipNetwork,
  type ChainNamespace,
  formatUnits,
  ID_AUTH,
} from '@airlock/core'
import {
  type AdapterCapabilities,
  type AdapterConnection,
  type AdapterConnector,
  type AdapterContext,
  type AdapterEvent,
  type AdapterOperation,
  type AdapterWalletConnectOptions,
  type ChainAdapter,
  type ConnectionSetEntry,
  ConnectorNotFoundError,
  createConnectionSet,
  mapWalletError,
  NoRpcUrlError,
  NotConnectedError,
} from '@airlock/core/adapter'
import { createWalletConnectWallet } from './createWalletConnectWallet.js'
import type { EthersOperations, SignerContext, TypedDataParameters } from './EthersOperations.js'
import { listenToProvider, toAccounts } from './listenToProvider.js'
import { type SendCallsCall, toSendCallsParameters } from './sendCalls.js'
import { switchChain } from './switchChain.js'
import type { DiscoveredWallet, Eip1193Provider } from './types.js'
import { type WatchWalletsReturnType, watchWallets } from './watchWallets.js'

export type Eip1193AdapterParameters = {
  /**
   * The app's networks; the eip155 ones are those the adapter serves. Default: the eip155
   * networks given to `createAppKit` (so `new EthersAdapter()` works, as in AppKit).
   */
  networks?: readonly CaipNetwork[] | undefined
  /** Default: the `projectId` given to `createAppKit`. */
  projectId?: string | undefined
  /**
   * WalletConnect (QR code, "Copy link" and deep links) on the instance's shared sign client,
   * loaded when a user first picks it or a session is restored. Default: on, with WalletConnect's
   * relay, as in every adapter; `false` turns it off.
   */
  walletConnect?: WalletConnectOptions | false | undefined
}

/** Relay, Verify URL, metadata and storage of the instance's shared WalletConnect client. */
export type WalletConnectOptions = AdapterWalletConnectOptions

/** A live wallet: the connection set's entry and the wallet's EIP-1193 provider. */
type Live = ConnectionSetEntry & { provider: Eip1193Provider }

/**
 * The adapter for EVM chains shared by `EthersAdapter` (ethers 6) and `Ethers5Adapter` (ethers 5):
 * wallets from EIP-6963 and `window.ethereum`, connect, reconnect, events and network switching
 * through EIP-1193; signing, sending, contract writes, gas and balances through ethers. Several
 * wallets stay connected at once through the adapter kit's connection set.
 */
export class Eip1193Adapter implements ChainAdapter {
  readonly namespace: ChainNamespace = 'eip155'
  readonly adapterType: 'ethers' | 'ethers5'
  readonly projectId: string | undefined
  readonly capabilities: Required<
    Pick<
      AdapterCapabilities,
      | 'eip155:signMessage'
      | 'eip155:sendTransaction'
      | 'eip155:writeContract'
      | 'eip155:estimateGas'
    >
  >
  readonly #ethers: EthersOperations
  readonly #walletConnectOptions: WalletConnectOptions | false | undefined
  /** The WalletConnect session as one more wallet; set up when a project id is known. */
  #walletConnect: DiscoveredWallet | undefined
  #networks: readonly CaipNetwork[]
  /** From the setup context: the Airlock server's RPC route of a network, when `apiUrl` is set. */
  #rpcRoute: AdapterContext['rpcUrl']
  #emit: (event: AdapterEvent) => void = () => {}
  /** The embedded wallet of an email or social login, when core serves eip155 with it. */
  #auth: AuthProvider | undefined
  #watch: WatchWalletsReturnType | undefined
  readonly #connections = createConnectionSet<Live>({
    storageKey: '@airlock/adapter-ethers/connections',
  })

  constructor(
    adapterType: 'ethers' | 'ethers5',
    ethers: EthersOperations,
    parameters: Eip1193AdapterParameters = {},
  ) {
    this.adapterType = adapterType
    this.#ethers = ethers
    this.projectId = parameters.projectId
    this.#walletConnectOptions = parameters.walletConnect
    this.#networks = (parameters.networks ?? []).filter(
      (network) => network.chainNamespace === 'eip155',
    )
    this.capabilities = {
      'eip155:signMessage': ({ message, address }) =>
        this.#withSigner('signMessage', (context) => ethers.signMessage(context, message), {
          address,
        }),
      'eip155:sendTransaction': ({ chainId, ...transaction }) =>
        this.#withSigner(
          'sendTransaction',
          (context) => ethers.sendTransaction(context, transaction),
          { chainId },
        ),
      'eip155:writeContract': ({ chainId, args, ...call }) =>
        this.#withSigner(
          'writeContract',
          (context) => ethers.writeContract(context, { ...call, args: args ?? [] }),
          { chainId },
        ),
      'eip155:estimateGas': (transaction) =>
        this.#withSigner('estimateGas', (context) => ethers.estimateGas(context, transaction)),
    }
  }

  /** The instance's eip155 networks after addNetwork or removeNetwork. */
  setNetworks(networks: readonly CaipNetwork[]): void {
    this.#networks = networks
  }

  setup(context: AdapterContext): void {
    this.teardown()
    if (context.networks.length > 0) this.#networks = context.networks
    this.#rpcRoute = context.rpcUrl
    this.#auth = context.authProvider
    this.#emit = context.emit
    // Through #emit, so nothing reaches core after teardown.
    const emit = (event: AdapterEvent) => this.#emit(event)
    this.#connections.setup({ storage: context.storage, emit })
    this.#walletConnect = createWalletConnectWallet({
      context: { ...context, emit },
      options: this.#walletConnectOptions,
      projectId: this.projectId,
      networks: this.#networks,
    })
    this.#watch = watchWallets({
      onChange: (wallets) =>
        this.#emit({
          type: 'connectors',
          // WalletConnect comes after the wallets found in the browser.
          connectors: [...wallets, ...(this.#walletConnect ? [this.#walletConnect] : [])].map(
            toAdapterConnector,
          ),
        }),
    })
  }

  /** Stops reporting to core (wallet events and discovery); `setup` starts again. */
  teardown(): void {
    this.#watch?.stop()
    this.#watch = undefined
    this.#connections.clear()
    this.#emit = () => {}
  }

  async connect(parameters: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection> {
    if (parameters.connectorId === ID_AUTH) {
      const connection = await this.#connectAuth((auth) =>
        auth.connect({ chainId: parameters.chainId }),
      )
      if (!connection) throw new NotConnectedError({ namespace: 'eip155' })
      return connection
    }
    const wallet = this.#wallet(parameters.connectorId)
    if (!wallet) {
      throw new ConnectorNotFoundError({ connectorId: parameters.connectorId, namespace: 'eip155' })
    }
    const accounts = await this.#request(wallet.provider, 'connect', 'eth_requestAccounts')
    let chainId = await readChainId(wallet.provider)
    const wanted = parameters.chainId === undefined ? undefined : Number(parameters.chainId)
    const network = this.#networks.find((candidate) => Number(candidate.id) === wanted)
    if (wanted !== undefined && wanted !== chainId && network) {
      await switchChain({ provider: wallet.provider, network })
      chainId = await readChainId(wallet.provider)
    }
    return this.#add(wallet, accounts, chainId)
  }

  async reconnect(parameters: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection | undefined> {
    // Core keeps the login's own memory: the auth provider restores it without a prompt, or not.
    if (parameters.connectorId === ID_AUTH) {
      return this.#connectAuth((auth) => auth.reconnect({ chainId: parameters.chainId }))
    }
    if (!this.#connections.isRestorable(parameters.connectorId)) return undefined
    const wallet = this.#wallet(parameters.connectorId)
    if (!wallet) return undefined
    const accounts = await this.#request(wallet.provider, 'reconnect', 'eth_accounts')
    if (accounts.length === 0) {
      this.#connections.forget(parameters.connectorId)
      return undefined
    }
    return this.#add(wallet, accounts, await readChainId(wallet.provider))
  }

  /** Ends the connection of `connectorId`, or every live one without it. */
  async disconnect(parameters: { connectorId?: string | undefined } = {}): Promise<void> {
    const ended = parameters.connectorId
      ? [this.#connections.get(parameters.connectorId)]
      : this.#connections.list()
    for (const connection of ended) {
      if (!connection) continue
      this.#connections.remove(connection.connectorId)
      if (connection.connectorId === ID_AUTH) {
        await this.#auth?.disconnect()
        continue
      }
      // Wallets that implement it forget the site; the others keep it, and only this page forgets.
      await connection.provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
    }
  }

  /**
   * Makes the live connection of `connectorId` the active one (AppKit's multi-wallet switch): no
   * prompt, the wallet stays on its chain; signing and sending use it from now on. `undefined`
   * when that wallet is not connected.
   */
  async switchConnection({
    connectorId,
  }: {
    connectorId: string
  }): Promise<AdapterConnection | undefined> {
    return this.#connections.activate(connectorId)
  }

  async switchNetwork({ network }: { network: CaipNetwork }): Promise<void> {
    const active = this.#connections.active()
    if (!active) return
    await switchChain({ provider: active.provider, network })
    this.#connections.updateChain(active.connectorId, await readChainId(active.provider))
  }

  async getBalance({
    address,
    network,
  }: {
    address: string
    network: CaipNetwork
  }): Promise<{ balance: string; symbol: string }> {
    const rpcUrl = network.rpcUrls.default.http[0]
    if (!rpcUrl) throw new NoRpcUrlError({ network })
    const read = (url: string) =>
      this.#ethers.getBalance({ rpcUrl: url, chainId: Number(network.id), address })
    // Through the Airlock server's RPC route first when the dapp has one; a chain it does not
    // serve (or a route that fails) is read from the network's own URL.
    const route = this.#rpcRoute?.(network)
    const value =
      route === undefined ? await read(rpcUrl) : await read(route).catch(() => read(rpcUrl))
    return {
      balance: formatUnits(value, network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    }
  }

  /** The raw EIP-1193 provider of `connectorId`, for `new BrowserProvider(provider)`. */
  getProvider({ connectorId }: { connectorId: string }): unknown {
    if (connectorId === ID_AUTH) return this.#auth
    return this.#connections.get(connectorId)?.provider ?? this.#wallet(connectorId)?.provider
  }

  /** Signs EIP-712 typed data with the connected account (`eth_signTypedData_v4`). */
  signTypedData(typedData: TypedDataParameters): Promise<string> {
    return this.#withSigner('signMessage', (context) =>
      this.#ethers.signTypedData(context, typedData),
    )
  }

  /** What the connected wallet says it can do, by chain (EIP-5792 `wallet_getCapabilities`). */
  async getCapabilities(): Promise<Record<string, Record<string, unknown>>> {
    return this.#withSigner(
      'sendTransaction',
      async ({ provider, address }) =>
        (await provider.request({
          method: 'wallet_getCapabilities',
          params: [address],
        })) as Record<string, Record<string, unknown>>,
      { method: 'wallet_getCapabilities' },
    )
  }

  /**
   * Sends a batch of calls with EIP-5792 `wallet_sendCalls`; resolves with the batch id. A wallet
   * without it rejects with `UnsupportedWalletMethodError`.
   */
  async sendCalls(parameters: {
    calls: readonly SendCallsCall[]
    atomicRequired?: boolean | undefined
  }): Promise<string> {
    return this.#withSigner(
      'sendTransaction',
      async (context) => {
        const result = (await context.provider.request({
          method: 'wallet_sendCalls',
          params: [toSendCallsParameters({ ...parameters, ...context })],
        })) as string | { id: string }
        return typeof result === 'string' ? result : result.id
      },
      { method: 'wallet_sendCalls' },
    )
  }

  /**
   * The embedded wallet as one more live wallet: `login` reads (or restores) its user through core's
   * auth provider, which is also its EIP-1193 provider (signing is approved in the wallet frame).
   */
  async #connectAuth(
    login: (
      auth: AuthProvider,
    ) => Promise<{ address: string; chainId: number | string } | undefined>,
  ): Promise<AdapterConnection | undefined> {
    const auth = this.#auth
    if (!auth) throw new ConnectorNotFoundError({ connectorId: ID_AUTH, namespace: 'eip155' })
    const user = await login(auth)
    if (!user) return undefined
    return this.#add({ id: ID_AUTH, provider: auth }, [user.address], Number(user.chainId))
  }

  #wallet(connectorId: string): DiscoveredWallet | undefined {
    if (connectorId === this.#walletConnect?.id) return this.#walletConnect
    return (this.#watch?.current() ?? []).find((wallet) => wallet.id === connectorId)
  }

  /** Asks the wallet for its accounts (`method`); a failure in the kit's error family. */
  async #request(
    provider: Eip1193Provider,
    operation: AdapterOperation,
    method: 'eth_requestAccounts' | 'eth_accounts',
  ): Promise<string[]> {
    try {
      return toAccounts(await provider.request({ method }))
    } catch (error) {
      throw mapWalletError(error, { namespace: 'eip155', operation, method })
    }
  }

  async #withSigner<result>(
    operation: AdapterOperation,
    run: (context: SignerContext) => Promise<result>,
    options: {
      address?: string | undefined
      chainId?: number | undefined
      method?: string | undefined
    } = {},
  ): Promise<result> {
    const active = this.#connections.active()
    if (!active) throw new NotConnectedError({ namespace: 'eip155' })
    try {
      if (options.chainId !== undefined && options.chainId !== Number(active.chainId)) {
        const network = this.#networks.find(({ id }) => Number(id) === options.chainId)
        if (network) await this.switchNetwork({ network })
      }
      return await run({
        provider: active.provider,
        address: options.address ? this.#ethers.getAddress(options.address) : active.address,
        chainId: Number(active.chainId),
      })
    } catch (error) {
      throw mapWalletError(error, { namespace: 'eip155', operation, method: options.method })
    }
  }

  /** A wallet connected: one more live connection (the active one), listened to until it ends. */
  #add(
    wallet: Pick<DiscoveredWallet, 'id' | 'provider'>,
    rawAccounts: string[],
    chainId: number,
  ): AdapterConnection {
    const accounts = rawAccounts.map((account) => this.#ethers.getAddress(account))
    const [address] = accounts
    if (!address) throw new NotConnectedError({ namespace: 'eip155' })
    const live: Live = {
      connectorId: wallet.id,
      provider: wallet.provider,
      address,
      accounts,
      chainId,
    }
    live.stop = this.#listen(live)
    return this.#connections.add(live)
  }

  #listen(live: Live): () => void {
    const { connectorId } = live
    // Only while `live` is the wallet's connection: a wallet that connected again has a new one.
    const whileLive =
      <value>(listener: (value: value) => void) =>
      (value: value) => {
        if (this.#connections.isLive(live)) listener(value)
      }
    return listenToProvider(live.provider, {
      accountsChanged: whileLive((accounts) =>
        this.#connections.updateAccounts(
          connectorId,
          accounts.map((account) => this.#ethers.getAddress(account)),
        ),
      ),
      chainChanged: whileLive((chainId) => this.#connections.updateChain(connectorId, chainId)),
      disconnect: whileLive<void>(() => this.#connections.remove(connectorId)),
    })
  }
}

function toAdapterConnector(wallet: DiscoveredWallet): AdapterConnector {
  return {
    id: wallet.id,
    name: wallet.name,
    type: wallet.type,
    chain: 'eip155',
    ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
    ...(wallet.rdns ? { info: { rdns: wallet.rdns } } : {}),
  }
}

async function readChainId(provider: Eip1193Provider): Promise<number> {
  return Number(await provider.request({ method: 'eth_chainId' }))
}
