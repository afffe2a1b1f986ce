import {
  type AdapterConnection,
  type AdapterConnector,
  type AdapterContext,
  type AppKitNetwork,
  type CaipNetwork,
  type ChainAdapter,
  ChainNotSupportedError,
  NetworkNotFoundError,
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
import { toChainReference, toWalletChain } from './bitcoinNetworks.js'
import { type BitcoinApi, createBitcoinChainData } from './createBitcoinChainData.js'
import { createBitcoinConnector } from './createBitcoinConnector.js'
import { discoverBitcoinWallets } from './discoverBitcoinWallets.js'
import { BitcoinAccountMissingError } from './errors.js'
import { formatSats } from './formatSats.js'
import { inputVbytesOf, selectTransferInputs } from './selectTransferInputs.js'
import type { BitcoinAccountAddress, BitcoinConnector } from './types.js'
import {
  createWalletConnectSurface,
  getBip122WalletConnectNamespace,
} from './walletConnect/createWalletConnectSurface.js'
import type { BitcoinWalletSurface } from './walletSurface.js'

export type BitcoinAdapterOptions = {
  /** Accepted for AppKit compatibility; the networks come from `createAppKit({ networks })`. */
  networks?: readonly AppKitNetwork[] | undefined
  projectId?: string | undefined
  /** Default: the Airlock server of the instance (`apiUrl`), Esplora-compatible routes. */
  api?: BitcoinApi | undefined
  /**
   * WalletConnect for Bitcoin wallets (namespace `bip122`, WalletConnect's Bitcoin RPC) on the
   * instance's shared sign client, so one session can span an EVM or Solana adapter's namespace
   * too; its SDK and request handling load when a user first picks it or a session is restored.
   * On by default, as in every adapter, on WalletConnect's relay; `{ relayUrl }` takes another
   * (Airlock's server serves one at `/relay`), `false` turns it off.
   */
  walletConnect?: BitcoinWalletConnectOptions | false | undefined
}

/** Relay, Verify URL, metadata and storage of the instance's shared WalletConnect client. */
export type BitcoinWalletConnectOptions = AdapterWalletConnectOptions

/** A live connection: the wallet and the configured network its requests go to. */
type Live = ConnectionSetEntry & { wallet: BitcoinWalletSurface; network: CaipNetwork }

const namespace = 'bip122'

/**
 * Connects Airlock to Bitcoin wallets found through Wallet Standard (`bitcoin:connect`) and the
 * sats-connect registry (`window.btc_providers`), and to WalletConnect. A wallet offering both
 * shows once. Connecting gives the payment address (the account) and the ordinals address;
 * balances, fee rates and broadcasts go through the Airlock server's Esplora-compatible API unless
 * `api` says otherwise.
 *
 * @example
 * const bitcoinAdapter = new BitcoinAdapter()
 * createAppKit({ adapters: [bitcoinAdapter], networks: [bitcoin], projectId })
 */
export class BitcoinAdapter implements ChainAdapter {
  readonly namespace = namespace
  readonly adapterType = 'bitcoin' as const
  readonly capabilities: ChainAdapter['capabilities']
  #options: BitcoinAdapterOptions
  #context: AdapterContext | undefined
  #networks: readonly CaipNetwork[] = []
  #wallets = new Map<string, BitcoinWalletSurface>()
  #connectors = new Map<string, BitcoinConnector>()
  #connections = createConnectionSet<Live>({ storageKey: '@airlock/adapter-bitcoin/connections' })
  #chainData: ReturnType<typeof createBitcoinChainData>
  #psbt = createLazyLoader(() => import('./buildTransferPsbt.js'))
  #stops: (() => void)[] = []

  constructor(options: BitcoinAdapterOptions = {}) {
    this.#options = options
    this.#chainData = createBitcoinChainData({
      api: options.api,
      getClient: () => this.#context?.api,
    })
    this.capabilities = {
      'bip122:signMessage': ({ message, address }) =>
        this.#activeConnector().signMessage({ message, address, protocol: 'bip322' }),
      'bip122:sendTransfer': ({ to, amount }) =>
        this.#activeConnector().sendTransfer({ amount: amount.toString(), recipient: to }),
      'bip122:estimateTransferFee': ({ amount }) => this.#estimateTransferFee(amount),
    }
  }

  /** The instance's bip122 networks after addNetwork or removeNetwork. */
  setNetworks(networks: readonly CaipNetwork[]): void {
    this.#networks = networks
  }

  setup(context: AdapterContext): void {
    this.#context = context
    this.#networks = context.networks
    this.#connections.setup(context)
    const walletConnect = setupWalletConnect({
      context,
      options: this.#options.walletConnect,
      namespace,
      declare:
        context.networks.length > 0 ? getBip122WalletConnectNamespace(context.networks) : undefined,
    })
    const walletConnectSurface =
      walletConnect &&
      createWalletConnectSurface({
        client: walletConnect.client,
        networks: context.networks,
        getNetwork: () => this.#connections.active()?.network ?? context.networks[0],
        onDisplayUri: walletConnect.onDisplayUri,
      })
    const publish = (found: BitcoinWalletSurface[]) => {
      // WalletConnect comes after the wallets found in the page.
      const wallets = walletConnectSurface ? [...found, walletConnectSurface] : found
      this.#wallets = new Map(wallets.map((wallet) => [connectorIdOf(wallet), wallet]))
      context.emit({ type: 'connectors', connectors: wallets.map(toConnector) })
    }
    if (typeof window === 'undefined') {
      publish([])
      return
    }
    this.#stops.push(
      discoverBitcoinWallets(window as unknown as EventTarget & Record<string, unknown>, publish),
    )
  }

  async connect({
    connectorId,
    chainId,
  }: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection> {
    const wallet = this.#wallets.get(connectorId)
    if (!wallet) throw new ConnectorNotFoundError({ connectorId, namespace })
    try {
      return await this.#activate(wallet, await wallet.connect(), chainId, 'switch')
    } catch (error) {
      throw mapWalletError(error, { namespace, operation: 'connect' })
    }
  }

  async reconnect({
    connectorId,
    chainId,
  }: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection | undefined> {
    const wallet = this.#wallets.get(connectorId)
    if (!wallet) return undefined
    try {
      let accounts = await wallet.getAccounts()
      // A wallet that keeps no authorization across page loads approves again a site it was
      // connected to when the page closed (AppKit does the same); a refusal means it is gone. A
      // WalletConnect session that is gone stays gone: a reload never proposes a new one.
      const restorable = this.#connections.isRestorable(connectorId)
      if (accounts.length === 0 && restorable && wallet.source !== 'walletconnect') {
        accounts = await wallet.connect()
      }
      return await this.#activate(wallet, accounts, chainId, 'follow')
    } catch {
      this.#connections.forget(connectorId)
      return undefined
    }
  }

  /** Ends the connection of `connectorId`, or every live one without it. */
  async disconnect({ connectorId }: { connectorId?: string | undefined }): Promise<void> {
    const ids = connectorId === undefined ? this.#connections.list().map(idOf) : [connectorId]
    for (const id of ids) await this.#connections.remove(id)?.wallet.disconnect()
  }

  /**
   * Makes the live connection of `connectorId` the active one (AppKit's multi-wallet switch): no
   * prompt, the wallet stays on its network. `undefined` when that wallet is not connected.
   */
  async switchConnection({ connectorId }: { connectorId: string }) {
    return this.#connections.activate(connectorId)
  }

  /**
   * Moves the connected wallet to `network` (Wallet Standard `bitcoin:switchNetwork`, sats-connect
   * `wallet_changeNetwork`, or another chain of the WalletConnect session). The accounts follow:
   * each network has its own addresses. A network the wallet does not serve throws
   * `ChainNotSupportedError` and leaves the connection where it was.
   */
  async switchNetwork({ network }: { network: CaipNetwork }): Promise<void> {
    const active = this.#connections.active()
    if (!active) return
    try {
      await this.#switchWallet(active.wallet, network)
      active.network = network
      this.#report(active, await active.wallet.getAccounts(), network.id)
    } catch (error) {
      throw mapWalletError(error, { namespace, operation: 'switchNetwork' })
    }
  }

  async getBalance({ address, network }: { address: string; network: CaipNetwork }) {
    const utxos = await this.#chainData.getUTXOs({ network, address })
    const sats = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
    return { balance: formatSats(sats), symbol: network.nativeCurrency.symbol }
  }

  getProvider({ connectorId }: { connectorId: string }): BitcoinConnector | undefined {
    const wallet = this.#wallets.get(connectorId)
    return wallet ? this.#connectorOf(wallet) : undefined
  }

  teardown = (): void => {
    for (const stop of this.#stops.splice(0)) stop()
    this.#connections.clear()
  }

  #activeConnector(): BitcoinConnector {
    const active = this.#connections.active()
    if (!active) throw new NotConnectedError({ namespace })
    return this.#connectorOf(active.wallet)
  }

  /** Asks the wallet onto `network`; a network it does not serve is ChainNotSupportedError. */
  async #switchWallet(wallet: BitcoinWalletSurface, network: CaipNetwork): Promise<void> {
    try {
      await wallet.switchChain({
        chain: toWalletChain(network),
        caipNetworkId: network.caipNetworkId,
      })
    } catch (error) {
      if (!(error instanceof ChainNotSupportedError)) throw error
      throw new ChainNotSupportedError(
        network.caipNetworkId,
        error,
        `${wallet.name} does not serve ${network.name} (${network.caipNetworkId}): ${error.details}.`,
      )
    }
  }

  /** The configured network a wallet-side chain (`bitcoin:testnet`…) stands for. */
  #networkOfChain(chain: string): CaipNetwork | undefined {
    return this.#networks.find((network) => toWalletChain(network) === chain)
  }

  /** Tells core a live wallet's accounts (payment first) on `chainId`; none ends the connection. */
  #report(live: Live, accounts: BitcoinAccountAddress[], chainId: number | string): void {
    const addresses = addressesOf(accounts)
    // Another network usually means other addresses: one accountChanged carries both.
    if (addresses[0] === live.address) this.#connections.updateChain(live.connectorId, chainId)
    this.#connections.updateAccounts(live.connectorId, addresses, { chainId })
  }

  /**
   * Makes `wallet` a live, active connection on the network core asked for (`chainId`, else the
   * first configured one). A wallet on another network is asked to switch on connect (`'switch'`,
   * as EVM wallets are) and followed on reconnect (`'follow'`) when that network is configured;
   * one that cannot be moved stays where it is, and core sees its chain id.
   */
  async #activate(
    wallet: BitcoinWalletSurface,
    connected: BitcoinAccountAddress[],
    chainId: number | string | undefined,
    onOtherNetwork: 'switch' | 'follow',
  ): Promise<AdapterConnection> {
    let accounts = connected
    let network =
      this.#networks.find((item) => String(item.id) === String(chainId)) ?? this.#networks[0]
    if (!network) throw new NoNetworkError({ namespace })
    /** Set when the wallet stays on a network that is not configured. */
    let reportedChainId: string | undefined
    const walletChain = wallet.getChain()
    if (walletChain && walletChain !== toWalletChain(network)) {
      const walletNetwork = this.#networkOfChain(walletChain)
      if (onOtherNetwork === 'follow' && walletNetwork) {
        network = walletNetwork
      } else {
        try {
          await this.#switchWallet(wallet, network)
          accounts = await wallet.getAccounts()
        } catch (error) {
          if (!(error instanceof ChainNotSupportedError)) throw error
          if (walletNetwork) network = walletNetwork
          else reportedChainId = toChainReference(walletChain)
        }
      }
    }
    const [address, ...others] = addressesOf(accounts)
    if (!address) throw new BitcoinAccountMissingError({ wallet: wallet.name })
    const live: Live = {
      connectorId: connectorIdOf(wallet),
      address,
      accounts: [address, ...others],
      chainId: reportedChainId ?? network.id,
      wallet,
      network,
    }
    live.stop = wallet.onAccountsChanged((next, chain) => {
      if (!this.#connections.isLive(live)) return
      let nextChainId: number | string = live.network.id
      if (chain) {
        // The wallet moved networks itself: reads follow a configured one; core flags another.
        const moved = this.#networkOfChain(chain)
        if (moved) live.network = moved
        nextChainId = moved?.id ?? toChainReference(chain)
      }
      this.#report(live, next, nextChainId)
    })
    return this.#connections.add(live)
  }

  /** The fee `sendTransfer` would pay for `amount`: the same coins, rate and size. */
  async #estimateTransferFee(amount: bigint) {
    const active = this.#connections.active()
    if (!active) throw new NotConnectedError({ namespace })
    const accounts = await active.wallet.getAccounts()
    const payment = accounts.find((account) => account.purpose === 'payment')
    if (!payment) {
      throw new BitcoinAccountMissingError({ wallet: active.wallet.name, purpose: 'payment' })
    }
    const { network } = active
    const [utxos, feeRate] = await Promise.all([
      this.#chainData.getUTXOs({ network, address: payment.address }),
      this.#chainData.getFeeRate({ network }),
    ])
    const inputVbytes = inputVbytesOf(payment.address)
    const { fee, vsize } = selectTransferInputs({ inputVbytes, amount, feeRate, utxos })
    return { fee, vsize, feeRate }
  }

  #connectorOf(wallet: BitcoinWalletSurface): BitcoinConnector {
    const connectorId = connectorIdOf(wallet)
    const known = this.#connectors.get(connectorId)
    if (known?.source === wallet.source) return known
    const connector = createBitcoinConnector({
      wallet,
      connectorId,
      // The wallet's own connection's network, else the active one's, else the first configured.
      getNetwork: () => {
        const network =
          this.#connections.get(connectorId)?.network ??
          this.#connections.active()?.network ??
          this.#networks[0]
        if (!network) throw new NoNetworkError({ namespace })
        return network
      },
      chainData: this.#chainData,
      psbt: this.#psbt,
      switchNetwork: async (caipNetworkId) => {
        const network = this.#networks.find((item) => item.caipNetworkId === caipNetworkId)
        if (!network) throw new NetworkNotFoundError(caipNetworkId)
        await this.switchNetwork({ network })
      },
    })
    this.#connectors.set(connectorId, connector)
    return connector
  }
}

const idOf = (live: Live) => live.connectorId

/** The addresses of a connection, payment first. */
function addressesOf(accounts: readonly BitcoinAccountAddress[]): string[] {
  const payment = accounts.find((account) => account.purpose === 'payment') ?? accounts[0]
  if (!payment) return []
  return [payment, ...accounts.filter((item) => item !== payment)].map((item) => item.address)
}

/** A wallet's connector id: its name, or `walletConnect` (as in every adapter) for WalletConnect. */
function connectorIdOf(wallet: BitcoinWalletSurface): string {
  return wallet.source === 'walletconnect' ? wallet.id : wallet.name
}

function toConnector(wallet: BitcoinWalletSurface): AdapterConnector {
  return {
    id: connectorIdOf(wallet),
    name: wallet.name,
    type: wallet.source === 'walletconnect' ? 'WALLET_CONNECT' : 'ANNOUNCED',
    chain: namespace,
    ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
  }
}
