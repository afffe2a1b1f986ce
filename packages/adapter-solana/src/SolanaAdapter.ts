import {
  type AdapterCapabilities,
  type AdapterConnection,
  type AdapterContext,
  type AdapterOperation,
  type CaipNetwork,
  type ChainAdapter,
  formatUnits,
  ID_AUTH,
} from '@airlock/core'
import {
  type AdapterWalletConnectOptions,
  type ConnectionSetEntry,
  ConnectorNotFoundError,
  createConnectionSet,
  createLazyLoader,
  mapWalletError,
  NoNetworkError,
  NotConnectedError,
  setupWalletConnect,
} from '@airlock/core/adapter'
import type { SolanaSimulation } from '@airlock/core/preview/solana'
import { getBase58Decoder } from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { createAuthWallet } from './auth/createAuthWallet.js'
import { confirmSignature } from './confirmSignature.js'
import {
  createSolanaProvider,
  emitProviderEvent,
  type SolanaProvider,
} from './createSolanaProvider.js'
import { createSolanaRpcTargets, rpcUrlOf } from './createSolanaRpcTargets.js'
import { createTransferTransaction } from './createTransferTransaction.js'
import { SolanaWalletNotFoundError } from './errors.js'
import { getWalletChain } from './getWalletChain.js'
import { notifySolanaAdapterChange, registerSolanaAdapter } from './solanaAdapterRegistry.js'
import { solanaRpc } from './solanaRpc.js'
import { connectorIdOf, listSolanaWallets, watchSolanaWallets } from './solanaWallets.js'
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
   * user first picks it or a session is restored. On by default, as in every adapter, on
   * WalletConnect's relay; `{ relayUrl }` takes another (Airlock's server serves one at `/relay`),
   * `false` turns it off.
   */
  walletConnect?: SolanaWalletConnectOptions | false | undefined
}

/** Relay, Verify URL, metadata and storage of the instance's shared WalletConnect client. */
export type SolanaWalletConnectOptions = AdapterWalletConnectOptions

/** A live connection: the wallet, the account in use, and AppKit's provider over them. */
type Live = ConnectionSetEntry & {
  wallet: Wallet
  account: WalletAccount
  provider: SolanaProvider
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
type DisconnectFeature = { disconnect: () => Promise<void> }

const namespace = 'solana'

/**
 * Airlock's Solana adapter (AppKit's `SolanaAdapter`): Wallet Standard wallets that pass
 * `@solana/wallet-adapter-base`'s compatibility check, and WalletConnect, on any Solana network —
 * local ones included, mapped to `solana:localnet` — with balances in integers, sends with a
 * bounded confirmation, AppKit's provider shape and a web3.js `Connection` on demand.
 *
 * @example
 * const solanaAdapter = new SolanaAdapter()
 * createAppKit({ adapters: [wagmiAdapter, solanaAdapter], networks: [mainnet, solana], projectId })
 */
export class SolanaAdapter implements ChainAdapter {
  readonly namespace = namespace
  readonly adapterType = 'solana' as const
  readonly capabilities: Partial<AdapterCapabilities>
  #options: SolanaAdapterOptions
  #context: AdapterContext | undefined
  #network: CaipNetwork | undefined
  #connections = createConnectionSet<Live>({ storageKey: '@airlock/adapter-solana/connections' })
  #stopDiscovery: (() => void) | undefined
  #unregister: (() => void) | undefined
  #walletConnect: Wallet | undefined
  /** The embedded wallet of an email or social login (`ID_AUTH`), when core serves Solana with it. */
  #authWallet: Wallet | undefined
  #web3 = createLazyLoader(() => import('@solana/web3.js'))
  #web3Connection: { target: string; connection: import('@solana/web3.js').Connection } | undefined
  #rpcTargets = createSolanaRpcTargets(() => this.#context?.rpcUrl)

  constructor(options: SolanaAdapterOptions = {}) {
    this.#options = options
    this.capabilities = {
      'solana:signMessage': async ({ message }) => {
        const provider = this.#requireProvider()
        const signature = await provider
          .signMessage(new TextEncoder().encode(message))
          .catch(mapFailure('signMessage'))
        return getBase58Decoder().decode(signature)
      },
      'solana:sendTransfer': (parameters) => this.sendTransfer(parameters),
      'solana:simulateTransfer': (parameters) => this.simulateTransfer(parameters),
    }
  }

  setup = (context: AdapterContext): void => {
    this.#context = context
    this.#connections.setup(context)
    this.#rpcTargets.clear()
    this.#network = context.networks[0]
    const walletConnect = setupWalletConnect({
      context,
      options: this.#options.walletConnect,
      namespace,
      declare:
        context.networks.length > 0
          ? getSolanaWalletConnectNamespace({ networks: context.networks })
          : undefined,
    })
    this.#walletConnect =
      walletConnect &&
      createWalletConnectWallet({
        getClient: () => walletConnect.client,
        networks: context.networks,
        getNetwork: () => this.#network,
        onDisplayUri: walletConnect.onDisplayUri,
      })
    this.#authWallet = context.authProvider
      ? createAuthWallet({
          provider: context.authProvider,
          getChainId: () => this.#requireNetwork().caipNetworkId,
          getRpcUrl: () => this.getRpcUrl(),
        })
      : undefined
    this.#stopDiscovery = watchSolanaWallets(this.#walletConnect, (connectors) =>
      context.emit({ type: 'connectors', connectors }),
    )
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
    const wallet = this.#find(connectorId)
    if (!wallet) throw new ConnectorNotFoundError({ connectorId, namespace })
    const connection = await this.#connect(wallet, chainId, false).catch(mapFailure('connect'))
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
    const wallet = this.#find(connectorId)
    return wallet && this.#connect(wallet, chainId, true)
  }

  /** Ends the connection of `connectorId`, or every live one without it. */
  disconnect = async ({
    connectorId,
  }: {
    connectorId?: string | undefined
  } = {}): Promise<void> => {
    const ids =
      connectorId === undefined
        ? this.#connections.list().map((live) => live.connectorId)
        : [connectorId]
    for (const id of ids) {
      // Reported gone before the wallet hears it: the embedded wallet's sign-out ends its EVM
      // account too, and the active namespace (EVM) must never hop to Solana on the way out.
      const live = this.#connections.remove(id)
      if (!live) continue
      emitProviderEvent(live.provider, 'disconnect')
      notifySolanaAdapterChange()
      await (
        live.wallet.features['standard:disconnect'] as DisconnectFeature | undefined
      )?.disconnect()
    }
  }

  /**
   * Makes the live connection of `connectorId` the active one (AppKit's multi-wallet switch): no
   * prompt; signing, sending and `useAppKitProvider('solana')` use it from now on. `undefined`
   * when that wallet is not connected.
   */
  switchConnection = async ({ connectorId }: { connectorId: string }) => {
    const connection = this.#connections.activate(connectorId)
    if (connection) notifySolanaAdapterChange()
    return connection
  }

  switchNetwork = async ({ network }: { network: CaipNetwork }): Promise<void> => {
    this.#network = network
    // One network for the adapter: every live wallet's requests follow it.
    for (const live of this.#connections.list()) live.chainId = network.id
    notifySolanaAdapterChange()
    const active = this.#connections.active()
    if (!active) return
    emitProviderEvent(active.provider, 'chainChanged', network.caipNetworkId)
    // Core hears the switch it asked for, the same chain included.
    this.#context?.emit({
      type: 'chainChanged',
      connectorId: active.connectorId,
      chainId: network.id,
    })
  }

  getBalance = async ({ address, network }: { address: string; network: CaipNetwork }) => {
    const { value } = await solanaRpc<{ value: number }>(
      this.#rpcTargets.of(network),
      'getBalance',
      [address, { commitment: 'confirmed' }],
    )
    // Lamports are integers: whole SOL with full precision, formatted (3 decimals, floored) by core.
    return {
      balance: formatUnits(BigInt(value), network.nativeCurrency.decimals),
      symbol: network.nativeCurrency.symbol,
    }
  }

  /** The connected wallet as AppKit's Solana provider (`useAppKitProvider('solana')`). */
  getProvider = ({ connectorId }: { connectorId: string }): SolanaProvider | undefined =>
    this.#connections.get(connectorId)?.provider ?? this.#connections.active()?.provider

  teardown = (): void => {
    this.#stopDiscovery?.()
    this.#connections.clear()
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
    const { Connection } = await this.#web3.load()
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
    if (!this.#connections.active() || !network) return undefined
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
    const rpc = this.#rpcTargets.of(this.#requireNetwork())
    const transaction = await createTransferTransaction({
      rpc,
      from: provider.address as string,
      ...parameters,
    })
    const signature = await provider
      .signAndSendTransaction(transaction)
      .catch(mapFailure('sendTransaction'))
    await confirmSignature({
      rpc,
      signature,
      timeoutMs: this.#options.confirmationTimeoutMs,
      intervalMs: this.#options.confirmationIntervalMs,
    })
    return signature
  }

  /**
   * What `sendTransfer` with the same parameters would do to the connected account, without the
   * wallet: the same unsigned transaction, simulated on the network's node (`simulateTransaction`),
   * its SOL (the fee included) and SPL balances before and after. Advisory: `unavailable` when the
   * node cannot say; a transfer that would fail is `failed` with the node's error.
   */
  async simulateTransfer(parameters: {
    to: string
    amount: bigint
    mint?: string | undefined
    decimals?: number | undefined
  }): Promise<SolanaSimulation> {
    const from = this.#requireProvider().address as string
    const network = this.#requireNetwork()
    const transaction = await createTransferTransaction({
      rpc: this.#rpcTargets.of(network),
      from,
      ...parameters,
    })
    // Loaded with the first preview: a page that never previews a send carries none of it.
    const { simulateSolanaBalances } = await import('@airlock/core/preview/solana')
    return simulateSolanaBalances({ rpcUrl: rpcUrlOf(network), transaction, account: from })
  }

  #find(connectorId: string): Wallet | undefined {
    // Core lists the auth connector itself; the adapter only makes it connectable.
    if (connectorId === ID_AUTH) return this.#authWallet
    return listSolanaWallets(this.#walletConnect).find(
      (wallet) => connectorIdOf(wallet) === connectorId,
    )
  }

  #requireNetwork(): CaipNetwork {
    if (!this.#network) throw new NoNetworkError({ namespace })
    return this.#network
  }

  #requireProvider(): SolanaProvider {
    const provider = this.#connections.active()?.provider
    if (!provider) throw new NotConnectedError({ namespace })
    return provider
  }

  /** Asks `wallet` for its accounts (silently: only one already authorised) and makes it live. */
  async #connect(
    wallet: Wallet,
    chainId: number | string | undefined,
    silent: boolean,
  ): Promise<AdapterConnection | undefined> {
    const connectorId = connectorIdOf(wallet)
    const network =
      this.#context?.networks.find((candidate) => String(candidate.id) === String(chainId)) ??
      this.#network
    this.#network = network
    const feature = wallet.features['standard:connect'] as ConnectFeature
    const { accounts } = await feature.connect(silent ? { silent: true } : undefined)
    const account = accounts[0] ?? wallet.accounts[0]
    if (!account) return undefined
    const provider = createSolanaProvider({
      wallet,
      getAccount: () => this.#connections.get(connectorId)?.account,
      getChain: () => getWalletChain(this.#requireNetwork()),
      connect: async () => (await this.connect({ connectorId })).address,
      disconnect: () => this.disconnect({ connectorId }),
    })
    const live: Live = {
      connectorId,
      address: account.address,
      accounts: accounts.map((entry) => entry.address),
      chainId: network?.id ?? '',
      wallet,
      account,
      provider,
    }
    const events = wallet.features['standard:events'] as EventsFeature
    live.stop = events.on('change', ({ accounts: next }) => {
      if (!next || !this.#connections.isLive(live)) return
      const [first] = next
      if (!first) {
        // The wallet disconnected the site.
        this.#connections.remove(connectorId)
        emitProviderEvent(provider, 'disconnect')
        notifySolanaAdapterChange()
        return
      }
      if (first.address === live.account.address) return
      live.account = first
      emitProviderEvent(provider, 'accountsChanged', provider.publicKey)
      const addresses = next.map((entry) => entry.address)
      this.#connections.updateAccounts(connectorId, addresses)
    })
    const connection = this.#connections.add(live)
    emitProviderEvent(provider, 'connect', provider.publicKey)
    notifySolanaAdapterChange()
    return connection
  }
}

/** What a wallet threw, as Airlock's error family: a refusal is UserRejectedRequestError (4001). */
const mapFailure =
  (operation: AdapterOperation) =>
  (error: unknown): never => {
    throw mapWalletError(error, { namespace, operation })
  }
