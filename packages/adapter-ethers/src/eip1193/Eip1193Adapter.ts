import {
  type AdapterCapabilities,
  type AdapterConnection,
  type AdapterConnector,
  type AdapterContext,
  type AdapterEvent,
  type AppKitStorage,
  type CaipNetwork,
  type ChainAdapter,
  type ChainNamespace,
  formatUnits,
  getPairingExpiry,
} from '@airlock/core'
import {
  createWalletConnectClient,
  eip155WalletConnectEvents,
  eip155WalletConnectMethods,
  type WalletConnectClientParameters,
} from '@airlock/core/walletconnect'
import { ConnectorNotFoundError, NotConnectedError } from '../errors.js'
import { toAdapterError } from '../toAdapterError.js'
import { createWalletConnectProvider } from './createWalletConnectProvider.js'
import type { EthersOperations, SignerContext, TypedDataParameters } from './EthersOperations.js'
import { switchChain } from './switchChain.js'
import type { DiscoveredWallet, Eip1193Provider } from './types.js'
import { type WatchWalletsReturnType, watchWallets } from './watchWallets.js'

export type Eip1193AdapterParameters = {
  /** The app's networks; the eip155 ones are those the adapter serves. */
  networks: readonly CaipNetwork[]
  /** Default: the `projectId` given to `createAppKit`. */
  projectId?: string | undefined
  /**
   * WalletConnect (QR code, "Copy link" and deep links) on the instance's shared sign client,
   * loaded when a user first picks it or a session is restored. Default: on, with WalletConnect's
   * relay; `false` turns it off.
   */
  walletConnect?: WalletConnectOptions | false | undefined
}

/** Relay, Verify URL, metadata and storage of the instance's shared WalletConnect client. */
export type WalletConnectOptions = Omit<WalletConnectClientParameters, 'projectId'>

/** The WalletConnect wallet's connector id, as in the wagmi adapter and AppKit. */
export const walletConnectConnectorId = 'walletConnect'

/** One call of a `wallet_sendCalls` batch (EIP-5792). */
export type SendCallsCall = { to: string; value?: bigint | undefined; data?: string | undefined }

type Active = {
  connectorId: string
  provider: Eip1193Provider
  address: string
  /** Every account the wallet exposes, active one first. */
  accounts: string[]
  chainId: number
  unlisten: () => void
}

// Where a page remembers which wallet it connected, so a reload restores only that one.
const connectedKey = '@airlock/adapter-ethers/connectedConnector'

/**
 * The adapter for EVM chains shared by `EthersAdapter` (ethers 6) and `Ethers5Adapter` (ethers 5):
 * wallets from EIP-6963 and `window.ethereum`, connect, reconnect, events and network switching
 * through EIP-1193; signing, sending, contract writes, gas and balances through ethers.
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
  readonly #walletConnectOptions: WalletConnectOptions | false
  /** The WalletConnect session as one more wallet; set up when a project id is known. */
  #walletConnect: DiscoveredWallet | undefined
  #networks: readonly CaipNetwork[]
  #storage: AppKitStorage | undefined
  /** From the setup context: the Airlock server's RPC route of a network, when `apiUrl` is set. */
  #rpcRoute: AdapterContext['rpcUrl']
  #emit: (event: AdapterEvent) => void = () => {}
  #watch: WatchWalletsReturnType | undefined
  /** The live connections (several wallets at once), in the order they connected. */
  #connections = new Map<string, Active>()
  /** The one core's account shows; signing and sending go through it. */
  #active: Active | undefined

  constructor(
    adapterType: 'ethers' | 'ethers5',
    ethers: EthersOperations,
    parameters: Eip1193AdapterParameters,
  ) {
    this.adapterType = adapterType
    this.#ethers = ethers
    this.projectId = parameters.projectId
    this.#walletConnectOptions = parameters.walletConnect ?? {}
    this.#networks = parameters.networks.filter((network) => network.chainNamespace === 'eip155')
    this.capabilities = {
      'eip155:signMessage': ({ message, address }) =>
        this.#withSigner('personal_sign', (context) => ethers.signMessage(context, message), {
          address,
        }),
      'eip155:sendTransaction': ({ chainId, ...transaction }) =>
        this.#withSigner(
          'eth_sendTransaction',
          (context) => ethers.sendTransaction(context, transaction),
          { chainId },
        ),
      'eip155:writeContract': ({ chainId, args, ...call }) =>
        this.#withSigner(
          'eth_sendTransaction',
          (context) => ethers.writeContract(context, { ...call, args: args ?? [] }),
          { chainId },
        ),
      'eip155:estimateGas': (transaction) =>
        this.#withSigner('eth_estimateGas', (context) => ethers.estimateGas(context, transaction)),
    }
  }

  setup(context: AdapterContext): void {
    this.teardown()
    if (context.networks.length > 0) this.#networks = context.networks
    this.#storage = context.storage
    this.#rpcRoute = context.rpcUrl
    this.#emit = context.emit
    this.#walletConnect = this.#createWalletConnect(context)
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
    for (const connection of this.#connections.values()) connection.unlisten()
    this.#connections.clear()
    this.#active = undefined
    this.#emit = () => {}
  }

  async connect(parameters: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection> {
    const wallet = this.#wallet(parameters.connectorId)
    if (!wallet) throw new ConnectorNotFoundError(parameters.connectorId)
    let accounts: string[]
    try {
      accounts = toAccounts(await wallet.provider.request({ method: 'eth_requestAccounts' }))
    } catch (error) {
      throw toAdapterError(error, 'eth_requestAccounts')
    }
    let chainId = await readChainId(wallet.provider)
    const wanted = parameters.chainId === undefined ? undefined : Number(parameters.chainId)
    const network = this.#networks.find((candidate) => Number(candidate.id) === wanted)
    if (wanted !== undefined && wanted !== chainId && network) {
      await switchChain({ provider: wallet.provider, network })
      chainId = await readChainId(wallet.provider)
    }
    return this.#activate(wallet, accounts, chainId)
  }

  async reconnect(parameters: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection | undefined> {
    if (this.#storage?.getItem(connectedKey) !== parameters.connectorId) return undefined
    const wallet = this.#wallet(parameters.connectorId)
    if (!wallet) return undefined
    let accounts: string[]
    try {
      accounts = toAccounts(await wallet.provider.request({ method: 'eth_accounts' }))
    } catch (error) {
      throw toAdapterError(error, 'eth_accounts')
    }
    if (accounts.length === 0) {
      this.#storage?.removeItem(connectedKey)
      return undefined
    }
    return this.#activate(wallet, accounts, await readChainId(wallet.provider))
  }

  /** Ends the connection of `connectorId`, or every live one without it. */
  async disconnect(parameters: { connectorId?: string | undefined } = {}): Promise<void> {
    const ids = parameters.connectorId ? [parameters.connectorId] : [...this.#connections.keys()]
    for (const id of ids) {
      const connection = this.#connections.get(id)
      if (!connection) continue
      this.#drop(connection)
      // Wallets that implement it forget the site; the others keep it, and only this page forgets.
      await connection.provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
      this.#emit({ type: 'disconnect', connectorId: id })
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
    const connection = this.#connections.get(connectorId)
    if (!connection) return undefined
    this.#active = connection
    this.#storage?.setItem(connectedKey, connectorId)
    return {
      connectorId,
      address: connection.address,
      accounts: connection.accounts,
      chainId: connection.chainId,
    }
  }

  async switchNetwork({ network }: { network: CaipNetwork }): Promise<void> {
    const active = this.#active
    if (!active) return
    await switchChain({ provider: active.provider, network })
    const chainId = await readChainId(active.provider)
    this.#chainChanged(active, chainId)
  }

  async getBalance({
    address,
    network,
  }: {
    address: string
    network: CaipNetwork
  }): Promise<{ balance: string; symbol: string }> {
    const rpcUrl = network.rpcUrls.default.http[0]
    if (!rpcUrl) throw new Error(`Network ${network.name} has no RPC URL.`)
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
    return this.#connections.get(connectorId)?.provider ?? this.#wallet(connectorId)?.provider
  }

  /** Signs EIP-712 typed data with the connected account (`eth_signTypedData_v4`). */
  signTypedData(typedData: TypedDataParameters): Promise<string> {
    return this.#withSigner('eth_signTypedData_v4', (context) =>
      this.#ethers.signTypedData(context, typedData),
    )
  }

  /** What the connected wallet says it can do, by chain (EIP-5792 `wallet_getCapabilities`). */
  async getCapabilities(): Promise<Record<string, Record<string, unknown>>> {
    return this.#withSigner(
      'wallet_getCapabilities',
      async ({ provider, address }) =>
        (await provider.request({
          method: 'wallet_getCapabilities',
          params: [address],
        })) as Record<string, Record<string, unknown>>,
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
    return this.#withSigner('wallet_sendCalls', async ({ provider, address, chainId }) => {
      const result = (await provider.request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            from: address,
            chainId: `0x${chainId.toString(16)}`,
            atomicRequired: parameters.atomicRequired ?? false,
            calls: parameters.calls.map((call) => ({
              to: call.to,
              ...(call.value !== undefined ? { value: `0x${call.value.toString(16)}` } : {}),
              ...(call.data !== undefined ? { data: call.data } : {}),
            })),
          },
        ],
      })) as string | { id: string }
      return typeof result === 'string' ? result : result.id
    })
  }

  #wallet(connectorId: string): DiscoveredWallet | undefined {
    if (connectorId === this.#walletConnect?.id) return this.#walletConnect
    return (this.#watch?.current() ?? []).find((wallet) => wallet.id === connectorId)
  }

  #createWalletConnect(context: AdapterContext): DiscoveredWallet | undefined {
    const options = this.#walletConnectOptions
    const projectId = this.projectId ?? context.projectId
    if (options === false || !projectId) return undefined
    const create = () => createWalletConnectClient({ ...options, projectId })
    // One client per instance: a Solana or Bitcoin adapter beside this one shares the session.
    // Getting it loads nothing; the namespace is set now so that a session another adapter
    // proposes first asks for eip155 too.
    const client = context.getWalletConnectClient?.(create) ?? create()
    client.setNamespace('eip155', {
      chains: this.#networks.map((network) => `eip155:${network.id}`),
      methods: eip155WalletConnectMethods,
      events: eip155WalletConnectEvents,
      rpcMap: Object.fromEntries(
        this.#networks.flatMap((network) => {
          const url = network.rpcUrls.default.http[0]
          return url ? [[String(network.id), url]] : []
        }),
      ),
    })
    return {
      id: walletConnectConnectorId,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      provider: createWalletConnectProvider({
        getClient: () => client,
        networks: this.#networks,
        onDisplayUri: (uri) =>
          this.#emit({ type: 'walletConnectUri', uri, expiresAt: getPairingExpiry() }),
      }),
    }
  }

  async #withSigner<result>(
    method: string,
    run: (context: SignerContext) => Promise<result>,
    options: { address?: string | undefined; chainId?: number | undefined } = {},
  ): Promise<result> {
    const active = this.#active
    if (!active) throw new NotConnectedError()
    try {
      if (options.chainId !== undefined && options.chainId !== active.chainId) {
        const network = this.#networks.find(({ id }) => Number(id) === options.chainId)
        if (network) await this.switchNetwork({ network })
      }
      return await run({
        provider: active.provider,
        address: options.address ? this.#ethers.getAddress(options.address) : active.address,
        chainId: active.chainId,
      })
    } catch (error) {
      throw toAdapterError(error, method)
    }
  }

  #activate(wallet: DiscoveredWallet, rawAccounts: string[], chainId: number): AdapterConnection {
    // Connecting another wallet keeps this one live (multi-wallet); the same one starts over.
    this.#connections.get(wallet.id)?.unlisten()
    const accounts = rawAccounts.map((account) => this.#ethers.getAddress(account))
    const address = accounts[0]
    if (!address) throw new NotConnectedError()
    const active: Active = {
      connectorId: wallet.id,
      provider: wallet.provider,
      address,
      accounts,
      chainId,
      unlisten: () => {},
    }
    active.unlisten = this.#listen(active)
    this.#connections.set(wallet.id, active)
    this.#active = active
    this.#storage?.setItem(connectedKey, wallet.id)
    const connection = { connectorId: wallet.id, address, accounts, chainId }
    this.#emit({ type: 'connect', ...connection })
    return connection
  }

  #listen(active: Active): () => void {
    const { provider } = active
    const live = () => this.#connections.get(active.connectorId) === active
    const onAccounts = (accounts: unknown) => {
      if (!live()) return
      const all = toAccounts(accounts).map((account) => this.#ethers.getAddress(account))
      const [address] = all
      if (!address) return this.#walletDisconnected(active)
      if (address === active.address) return
      active.address = address
      active.accounts = all
      this.#emit({
        type: 'accountChanged',
        connectorId: active.connectorId,
        address,
        accounts: all,
        chainId: active.chainId,
      })
    }
    const onChain = (chainId: unknown) => {
      if (live()) this.#chainChanged(active, Number(chainId))
    }
    const onDisconnect = () => {
      if (live()) this.#walletDisconnected(active)
    }
    const listeners: [string, (value: never) => void][] = [
      ['accountsChanged', onAccounts],
      ['chainChanged', onChain],
      ['disconnect', onDisconnect],
    ]
    for (const [event, listener] of listeners) provider.on?.(event, listener)
    return () => {
      for (const [event, listener] of listeners) provider.removeListener?.(event, listener)
    }
  }

  #chainChanged(active: Active, chainId: number): void {
    if (!Number.isSafeInteger(chainId) || chainId === active.chainId) return
    active.chainId = chainId
    this.#emit({ type: 'chainChanged', connectorId: active.connectorId, chainId })
  }

  #walletDisconnected(active: Active): void {
    this.#drop(active)
    this.#emit({ type: 'disconnect', connectorId: active.connectorId })
  }

  /** Forgets a live connection; the active role passes to the next live wallet, as core's does. */
  #drop(connection: Active): void {
    connection.unlisten()
    this.#connections.delete(connection.connectorId)
    if (this.#active !== connection) return
    this.#active = this.#connections.values().next().value
    if (this.#active) this.#storage?.setItem(connectedKey, this.#active.connectorId)
    else this.#storage?.removeItem(connectedKey)
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

function toAccounts(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((account): account is string => typeof account === 'string')
    : []
}

async function readChainId(provider: Eip1193Provider): Promise<number> {
  return Number(await provider.request({ method: 'eth_chainId' }))
}
