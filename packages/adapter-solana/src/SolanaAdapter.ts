import {
  type AdapterCapabilities,
  type AdapterConnection,
  type AdapterConnector,
  type AdapterContext,
  type CaipNetwork,
  type ChainAdapter,
  formatUnits,
  getPairingExpiry,
  ID_AUTH,
  InvalidOptionsError,
  isUserRejection,
  NetworkNotFoundError,
  UserRejectedRequestError,
} from '@airlock/core'
import {
  createWalletConnectClient,
  type WalletConnectClientParameters,
} from '@airlock/core/walletconnect'
import { getBase58Decoder } from '@solana/kit'
import { isWalletAdapterCompatibleStandardWallet } from '@solana/wallet-adapter-base'
import { getWallets } from '@wallet-standard/app'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { createAuthWallet, isAuthWallet } from './auth/createAuthWallet.js'
import { confirmSignature } from './confirmSignature.js'
import {
  createSolanaProvider,
  emitProviderEvent,
  type SolanaProvider,
} from './createSolanaProvider.js'
import { createTransferTransaction } from './createTransferTransaction.js'
import { SolanaWalletNotFoundError } from './errors.js'
import { getWalletChain } from './getWalletChain.js'
import { notifySolanaAdapterChange, registerSolanaAdapter } from './solanaAdapterRegistry.js'
import { type SolanaRpcTarget, solanaRpc } from './solanaRpc.js'
import { createWalletConnectWallet } from './walletConnect/createWalletConnectWallet.js'
import { getSolanaWalletConnectNamespace } from './walletConnect/getSolanaWalletConnectNamespace.js'

export type SolanaAdapterOptions = {
  /** As AppKit's: the commitment of `getConnection()` (default 'confirmed'). */
  connectionSettings?: { commitment?: 'processed' | 'confirmed' | 'finalized' } | undefined
  /** How long a send waits for its confirmation before SolanaConfirmationTimeoutError. Default 60 s. */
  confirmationTimeoutMs?: number | undefined
  /** Time between confirmation checks. Default 500 ms. */
  confirmationIntervalMs?: number | undefined
  /**
   * WalletConnect for Solana wallets (namespace `solana`) on the instance's shared sign client, so
   * one session can span an EVM adapter's namespace too; its SDK and request handling load when a
   * user first picks it or a session is restored. Off unless given: `{}` uses WalletConnect's
   * relay, `{ relayUrl }` another (Airlock's server serves one at `/relay`).
   */
  walletConnect?: SolanaWalletConnectOptions | undefined
}

/** Relay, Verify URL, metadata and storage of the instance's shared WalletConnect client. */
export type SolanaWalletConnectOptions = Omit<WalletConnectClientParameters, 'projectId'> & {
  /** Default: the `projectId` given to `createAppKit`. */
  projectId?: string | undefined
}

/** The WalletConnect wallet's connector id, as in the EVM adapters and AppKit. */
const walletConnectConnectorId = 'walletConnect'

type Connected = {
  wallet: Wallet
  account: WalletAccount
  provider: SolanaProvider
  stop: () => void
}

type ConnectFeature = {
  connect: (input?: { silent?: boolean }) => Promise<{ accounts: readonly WalletAccount[] }>
}
type EventsFeature = {
  on: (
    event: 'change',
    listener: (properties: { accounts?: readonly WalletAccount[] }) => void,
  ) => () => void
}

/**
 * Airlock's Solana adapter (AppKit's `SolanaAdapter`): Wallet Standard wallets that pass
 * `@solana/wallet-adapter-base`'s compatibility check, on any Solana network — local ones
 * included, mapped to `solana:localnet` — with balances in integers, sends with a bounded
 * confirmation, AppKit's provider shape and a web3.js `Connection` on demand.
 *
 * @example
 * const solanaAdapter = new SolanaAdapter()
 * createAppKit({ adapters: [wagmiAdapter, solanaAdapter], networks: [mainnet, solana], projectId })
 */
export class SolanaAdapter implements ChainAdapter {
  readonly namespace = 'solana' as const
  readonly adapterType = 'solana' as const
  readonly capabilities: Partial<AdapterCapabilities>
  #options: SolanaAdapterOptions
  #context: AdapterContext | undefined
  #network: CaipNetwork | undefined
  /** The live connections (several wallets at once), by connector id, in connecting order. */
  #connections = new Map<string, Connected>()
  /** The one core's account shows; signing, sending and the provider hooks use it. */
  #connected: Connected | undefined
  #stopDiscovery: (() => void) | undefined
  #unregister: (() => void) | undefined
  #walletConnect: Wallet | undefined
  /** The embedded wallet of an email or social login (`ID_AUTH`), when core serves Solana with it. */
  #authWallet: Wallet | undefined
  #web3Connection: { target: string; connection: import('@solana/web3.js').Connection } | undefined
  /** Where each network is read (by CAIP-2 id), kept so a route that refused a chain stays skipped. */
  #rpcTargets = new Map<string, SolanaRpcTarget>()

  constructor(options: SolanaAdapterOptions = {}) {
    this.#options = options
    this.capabilities = {
      'solana:signMessage': async ({ message }) => {
        const signature = await this.#requireProvider()
          .signMessage(new TextEncoder().encode(message))
          .catch(throwAsAdapterError)
        return getBase58Decoder().decode(signature)
      },
      'solana:sendTransfer': (parameters) => this.sendTransfer(parameters),
    }
  }

  setup = (context: AdapterContext): void => {
    this.#context = context
    this.#rpcTargets.clear()
    this.#network = context.networks[0]
    this.#walletConnect = this.#createWalletConnect(context)
    this.#authWallet = context.authProvider
      ? createAuthWallet({
          provider: context.authProvider,
          getChainId: () => this.#requireNetwork().caipNetworkId,
          getRpcUrl: () => this.getRpcUrl(),
        })
      : undefined
    const registry = getWallets()
    const report = () =>
      context.emit({
        type: 'connectors',
        connectors: this.#wallets(registry.get()).map(toConnector),
      })
    report()
    const offRegister = registry.on('register', report)
    const offUnregister = registry.on('unregister', report)
    this.#stopDiscovery = () => {
      offRegister()
      offUnregister()
    }
    this.#unregister?.()
    this.#unregister = registerSolanaAdapter(this)
  }

  connect = async ({
    connectorId,
    chainId,
  }: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection> => {
    const connection = await this.#connect(connectorId, chainId, false).catch(throwAsAdapterError)
    if (!connection) throw new SolanaWalletNotFoundError({ connectorId })
    return connection
  }

  reconnect = async ({
    connectorId,
    chainId,
  }: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection | undefined> => {
    if (!this.#find(connectorId)) return undefined
    return this.#connect(connectorId, chainId, true)
  }

  /** Ends the connection of `connectorId`, or every live one without it. */
  disconnect = async ({
    connectorId,
  }: {
    connectorId?: string | undefined
  } = {}): Promise<void> => {
    const ids = connectorId === undefined ? [...this.#connections.keys()] : [connectorId]
    for (const id of ids) {
      const connected = this.#connections.get(id)
      if (connected) await this.#disconnectOne(connected)
    }
  }

  /**
   * Makes the live connection of `connectorId` the active one (AppKit's multi-wallet switch): no
   * prompt; signing, sending and `useAppKitProvider('solana')` use it from now on. `undefined`
   * when that wallet is not connected.
   */
  switchConnection = async ({
    connectorId,
  }: {
    connectorId: string
  }): Promise<AdapterConnection | undefined> => {
    const connected = this.#connections.get(connectorId)
    if (!connected) return undefined
    this.#connected = connected
    notifySolanaAdapterChange()
    const address = connected.account.address
    const others = connected.wallet.accounts.map((account) => account.address)
    return {
      connectorId,
      address,
      accounts: [address, ...others.filter((other) => other !== address)],
      chainId: this.#network?.id ?? '',
    }
  }

  async #disconnectOne(connected: Connected): Promise<void> {
    this.#drop(connected)
    const feature = connected.wallet.features['standard:disconnect'] as
      | { disconnect: () => Promise<void> }
      | undefined
    const gone = () => {
      emitProviderEvent(connected.provider, 'disconnect')
      this.#context?.emit({ type: 'disconnect', connectorId: connectorIdOf(connected.wallet) })
      notifySolanaAdapterChange()
    }
    // The embedded wallet's sign-out ends its EVM account too: Solana is reported gone first, so
    // the active namespace (EVM) never hops to it on the way out.
    if (isAuthWallet(connected.wallet)) gone()
    await feature?.disconnect()
    if (!isAuthWallet(connected.wallet)) gone()
  }

  switchNetwork = async ({ network }: { network: CaipNetwork }): Promise<void> => {
    this.#network = network
    notifySolanaAdapterChange()
    const connected = this.#connected
    if (!connected) return
    emitProviderEvent(connected.provider, 'chainChanged', network.caipNetworkId)
    this.#context?.emit({
      type: 'chainChanged',
      connectorId: connectorIdOf(connected.wallet),
      chainId: network.id,
    })
  }

  getBalance = async ({
    address,
    network,
  }: {
    address: string
    network: CaipNetwork
  }): Promise<{ balance: string; symbol: string }> => {
    const { value } = await solanaRpc<{ value: number }>(this.#rpcOf(network), 'getBalance', [
      address,
      { commitment: 'confirmed' },
    ])
    // Lamports are integers: whole SOL with full precision, formatted (3 decimals, floored) by core.
    return {
      balance: formatUnits(BigInt(value), network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    }
  }

  /** The connected wallet as AppKit's Solana provider (`useAppKitProvider('solana')`). */
  getProvider = ({ connectorId }: { connectorId: string }): SolanaProvider | undefined =>
    this.#connections.get(connectorId)?.provider ?? this.#connected?.provider

  teardown = (): void => {
    this.#stopDiscovery?.()
    for (const connected of this.#connections.values()) connected.stop()
    this.#unregister?.()
    this.#unregister = undefined
  }

  /**
   * A web3.js 1.x `Connection` to the active network (AppKit's `useAppKitConnection()`, also
   * outside React). Loads `@solana/web3.js` (an optional peer) on first call.
   */
  async getConnection(): Promise<import('@solana/web3.js').Connection> {
    // The network's own URL, not the server's route: web3.js confirms over the WebSocket beside it.
    const url = rpcUrlOf(this.#requireNetwork())
    const commitment = this.#options.connectionSettings?.commitment ?? 'confirmed'
    const target = `${commitment} ${url}`
    const { Connection } = await import('@solana/web3.js')
    // One Connection per network and commitment, as AppKit keeps one.
    if (this.#web3Connection?.target !== target) {
      this.#web3Connection = { target, connection: new Connection(url, commitment) }
    }
    return this.#web3Connection.connection
  }

  /**
   * What `getConnection()` connects to (commitment and RPC URL) while a Solana wallet is
   * connected; undefined otherwise. `useAppKitConnection()` follows it.
   */
  getConnectionTarget = (): string | undefined => {
    const network = this.#network
    if (!this.#connected || !network) return undefined
    const url = network.rpcUrls.default.http[0]
    if (!url) return undefined
    return `${this.#options.connectionSettings?.commitment ?? 'confirmed'} ${url}`
  }

  /** The RPC URL of the active network. */
  getRpcUrl(): string {
    return rpcUrlOf(this.#requireNetwork())
  }

  /**
   * Sends SOL (no `mint`) or an SPL token from the connected account, signed and sent by the
   * wallet, then waits for the confirmation (bounded). Resolves with the base58 signature.
   */
  async sendTransfer(parameters: {
    to: string
    amount: bigint
    mint?: string | undefined
    decimals?: number | undefined
  }): Promise<string> {
    const provider = this.#requireProvider()
    const rpc = this.#rpcOf(this.#requireNetwork())
    const transaction = await createTransferTransaction({
      rpc,
      from: provider.address as string,
      ...parameters,
    })
    const signature = await provider.signAndSendTransaction(transaction).catch(throwAsAdapterError)
    await confirmSignature({
      rpc,
      signature,
      timeoutMs: this.#options.confirmationTimeoutMs,
      intervalMs: this.#options.confirmationIntervalMs,
    })
    return signature
  }

  #wallets(wallets: readonly Wallet[]): Wallet[] {
    const found = wallets.filter(
      (wallet) =>
        isWalletAdapterCompatibleStandardWallet(wallet as never) && wallet.name !== 'WalletConnect',
    )
    // WalletConnect comes after the wallets found in the browser.
    return this.#walletConnect ? [...found, this.#walletConnect] : found
  }

  #find(connectorId: string): Wallet | undefined {
    // Core lists the auth connector itself; the adapter only makes it connectable.
    if (connectorId === ID_AUTH) return this.#authWallet
    return this.#wallets(getWallets().get()).find((wallet) => connectorIdOf(wallet) === connectorId)
  }

  #createWalletConnect(context: AdapterContext): Wallet | undefined {
    const options = this.#options.walletConnect
    const projectId = options?.projectId ?? context.projectId
    if (!options || !projectId) return undefined
    const create = () => createWalletConnectClient({ ...options, projectId })
    // One client per instance: an EVM adapter beside this one shares the session. Getting it
    // loads nothing; the namespace is set now so that a session another adapter proposes first
    // asks for solana too.
    const client = context.getWalletConnectClient?.(create) ?? create()
    if (context.networks.length > 0) {
      client.setNamespace('solana', getSolanaWalletConnectNamespace({ networks: context.networks }))
    }
    return createWalletConnectWallet({
      getClient: () => client,
      networks: context.networks,
      getNetwork: () => this.#network,
      onDisplayUri: (uri) =>
        context.emit({ type: 'walletConnectUri', uri, expiresAt: getPairingExpiry() }),
    })
  }

  /**
   * Where the adapter reads `network`: with `apiUrl` set, the Airlock server's RPC route (spec §7)
   * with the network's own URL behind it (for a chain the server does not serve, or a route that
   * cannot answer); otherwise the network's URL.
   */
  #rpcOf(network: CaipNetwork): SolanaRpcTarget {
    const known = this.#rpcTargets.get(network.caipNetworkId)
    if (known) return known
    const url = rpcUrlOf(network)
    const route = this.#context?.rpcUrl?.(network)
    const target: SolanaRpcTarget = route === undefined ? url : { route, url }
    this.#rpcTargets.set(network.caipNetworkId, target)
    return target
  }

  /** Forgets a live connection; the active role passes to the next live wallet, as core's does. */
  #drop(connected: Connected): void {
    connected.stop()
    this.#connections.delete(connectorIdOf(connected.wallet))
    if (this.#connected === connected) this.#connected = this.#connections.values().next().value
  }

  #requireNetwork(): CaipNetwork {
    const network = this.#network
    if (!network) throw new NetworkNotFoundError('solana')
    return network
  }

  #requireProvider(): SolanaProvider {
    const provider = this.#connected?.provider
    if (!provider) throw new SolanaWalletNotFoundError({ connectorId: 'none' })
    return provider
  }

  async #connect(
    connectorId: string,
    chainId: number | string | undefined,
    silent: boolean,
  ): Promise<AdapterConnection | undefined> {
    const wallet = this.#find(connectorId)
    if (!wallet) return undefined
    const network =
      this.#context?.networks.find((candidate) => String(candidate.id) === String(chainId)) ??
      this.#network
    this.#network = network
    const feature = wallet.features['standard:connect'] as ConnectFeature
    const { accounts } = await feature.connect(silent ? { silent: true } : undefined)
    const account = accounts[0] ?? wallet.accounts[0]
    if (!account) return undefined
    // Connecting another wallet keeps this one live (multi-wallet); the same one starts over.
    this.#connections.get(connectorId)?.stop()
    const events = wallet.features['standard:events'] as EventsFeature
    const provider = createSolanaProvider({
      wallet,
      getAccount: () => this.#connections.get(connectorId)?.account,
      getChain: () => getWalletChain(this.#requireNetwork()),
      connect: async () => {
        const connection = await this.connect({ connectorId })
        return connection.address
      },
      disconnect: () => this.disconnect({ connectorId }),
    })
    const connected: Connected = {
      wallet,
      account,
      provider,
      stop: events.on('change', ({ accounts: next }) => {
        if (!next || this.#connections.get(connectorId) !== connected) return
        const [first] = next
        if (!first) {
          this.#drop(connected)
          emitProviderEvent(provider, 'disconnect')
          this.#context?.emit({ type: 'disconnect', connectorId })
          notifySolanaAdapterChange()
          return
        }
        if (first.address === connected.account.address) return
        connected.account = first
        emitProviderEvent(provider, 'accountsChanged', provider.publicKey)
        this.#context?.emit({
          type: 'accountChanged',
          connectorId,
          address: first.address,
          chainId: network?.id,
        })
      }),
    }
    this.#connections.set(connectorId, connected)
    this.#connected = connected
    emitProviderEvent(provider, 'connect', provider.publicKey)
    const connection: AdapterConnection = {
      connectorId,
      address: account.address,
      accounts: accounts.map((entry) => entry.address),
      chainId: network?.id ?? '',
    }
    this.#context?.emit({ type: 'connect', ...connection })
    notifySolanaAdapterChange()
    return connection
  }
}

function rpcUrlOf(network: CaipNetwork): string {
  const [url] = network.rpcUrls.default.http
  if (!url) throw new InvalidOptionsError(`${network.name} has no RPC URL.`)
  return url
}

/** A wallet's connector id: its name, or `walletConnect` for the WalletConnect session. */
function connectorIdOf(wallet: Wallet): string {
  if (isAuthWallet(wallet)) return ID_AUTH
  return isWalletConnect(wallet) ? walletConnectConnectorId : wallet.name
}

/** The adapter's own WalletConnect wallet: registered wallets of that name are left out. */
function isWalletConnect(wallet: Wallet): boolean {
  return wallet.name === 'WalletConnect'
}

function toConnector(wallet: Wallet): AdapterConnector {
  return {
    id: connectorIdOf(wallet),
    name: wallet.name,
    type: isWalletConnect(wallet) ? 'WALLET_CONNECT' : 'ANNOUNCED',
    chain: 'solana',
    imageUrl: wallet.icon,
  }
}

/** A user's refusal (the wallet's 4001) as core's one class, the wallet's error kept as `cause`. */
function throwAsAdapterError(error: unknown): never {
  if (isUserRejection(error) && !(error instanceof UserRejectedRequestError)) {
    throw new UserRejectedRequestError(error)
  }
  throw error
}
