import {
  type AdapterConnection,
  type AdapterConnector,
  type AdapterContext,
  type AdapterOperation,
  type AppKitNetwork,
  type BlockchainApiClient,
  broadcastBitcoinTransaction,
  type CaipNetwork,
  type ChainAdapter,
  ChainNotSupportedError,
  getBitcoinFeeEstimates,
  getBitcoinUtxos,
  getPairingExpiry,
  InvalidOptionsError,
  InvalidSendParametersError,
  NetworkNotFoundError,
  toWalletError,
} from '@airlock/core'
import {
  createWalletConnectClient,
  type WalletConnectClientParameters,
} from '@airlock/core/walletconnect'
import { toAddressFormat, toChainReference, toWalletChain } from './bitcoinNetworks.js'
import {
  BitcoinAccountMissingError,
  BitcoinNotConnectedError,
  BitcoinWalletNotFoundError,
} from './errors.js'
import { readSatsConnectProviders, toSatsConnectSurface } from './satsConnectWallet.js'
import { inputVbytesOf, selectTransferInputs, type TransferUtxo } from './selectTransferInputs.js'
import { toStandardSurface } from './standardWallet.js'
import type { BitcoinAccountAddress, BitcoinConnector } from './types.js'
import { createWalletConnectSurface } from './walletConnect/createWalletConnectSurface.js'
import type { BitcoinWalletSurface } from './walletSurface.js'
import { watchStandardWallets } from './watchStandardWallets.js'

/** Where the adapter reads chain data; each part overrides the Airlock server's data API. */
export type BitcoinApi = {
  /** Unspent outputs of an address, in sats (AppKit's `getUTXOs`). */
  getUTXOs?:
    | ((parameters: { network: CaipNetwork; address: string }) => Promise<TransferUtxo[]>)
    | undefined
  /** Fee rate in sat/vB for the next block or so. */
  getFeeRate?: ((parameters: { network: CaipNetwork }) => Promise<number>) | undefined
  /** Broadcasts a raw transaction (hex); answers its txid. */
  broadcast?: ((parameters: { network: CaipNetwork; hex: string }) => Promise<string>) | undefined
}

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
   * Off unless given: `{}` uses WalletConnect's relay, `{ relayUrl }` another (Airlock's server
   * serves one at `/relay`).
   */
  walletConnect?: BitcoinWalletConnectOptions | undefined
}

/** Relay, Verify URL, metadata and storage of the instance's shared WalletConnect client. */
export type BitcoinWalletConnectOptions = Omit<WalletConnectClientParameters, 'projectId'> & {
  /** Default: the `projectId` given to `createAppKit`. */
  projectId?: string | undefined
}

/** sat/vB when the server has no estimate. */
const minimumFeeRate = 1

/**
 * Connects Airlock to Bitcoin wallets found through Wallet Standard (`bitcoin:connect`) and the
 * sats-connect registry (`window.btc_providers`). A wallet offering both shows once. Connecting
 * gives the payment address (the account) and the ordinals address; balances, fee rates and
 * broadcasts go through the Airlock server's Esplora-compatible API unless `api` says otherwise.
 *
 * @example
 * const bitcoinAdapter = new BitcoinAdapter()
 * createAppKit({ adapters: [bitcoinAdapter], networks: [bitcoin], projectId })
 */
export class BitcoinAdapter implements ChainAdapter {
  readonly namespace = 'bip122' as const
  readonly adapterType = 'bitcoin' as const
  readonly capabilities: ChainAdapter['capabilities']
  #options: BitcoinAdapterOptions
  #context: AdapterContext | undefined
  #wallets = new Map<string, BitcoinWalletSurface>()
  #connectors = new Map<string, BitcoinConnector>()
  /** The live connections (several wallets at once), in the order they connected. */
  #connections = new Map<string, LiveConnection>()
  /** The one core's account shows; signing and sending go through it. */
  #active: LiveConnection | undefined
  #stops: (() => void)[] = []

  constructor(options: BitcoinAdapterOptions = {}) {
    this.#options = options
    this.capabilities = {
      'bip122:signMessage': ({ message, address }) =>
        this.#activeConnector().signMessage({ message, address, protocol: 'bip322' }),
      'bip122:sendTransfer': ({ to, amount }) =>
        this.#activeConnector().sendTransfer({ amount: amount.toString(), recipient: to }),
      'bip122:estimateTransferFee': ({ amount }) => this.#estimateTransferFee(amount),
    }
  }

  setup(context: AdapterContext): void {
    this.#context = context
    const walletConnect = this.#createWalletConnect(context)
    let standard: BitcoinWalletSurface[] = []
    let satsConnect: BitcoinWalletSurface[] = []
    const publish = () => {
      // A wallet on both surfaces shows once, through Wallet Standard; WalletConnect comes last.
      const byId = new Map<string, BitcoinWalletSurface>()
      for (const wallet of [
        ...standard,
        ...satsConnect,
        ...(walletConnect ? [walletConnect] : []),
      ]) {
        if (!byId.has(connectorIdOf(wallet))) byId.set(connectorIdOf(wallet), wallet)
      }
      this.#wallets = byId
      context.emit({ type: 'connectors', connectors: [...byId.values()].map(toConnector) })
    }
    if (typeof window === 'undefined') {
      publish()
      return
    }
    const target = window as unknown as EventTarget & Record<string, unknown>
    this.#stops.push(
      watchStandardWallets(target, (wallets) => {
        standard = wallets.map(toStandardSurface)
        publish()
      }),
    )
    const readProviders = () => {
      const found = readSatsConnectProviders(target)
      if (found.length === satsConnect.length) return
      satsConnect = found.map(({ info, provider }) => toSatsConnectSurface(info, provider))
      publish()
    }
    readProviders()
    publish()
    // Some extensions fill `btc_providers` after the page's scripts ran.
    for (const delay of [200, 600, 1500]) {
      const timer = setTimeout(readProviders, delay)
      this.#stops.push(() => clearTimeout(timer))
    }
  }

  async connect({
    connectorId,
    chainId,
  }: {
    connectorId: string
    chainId?: number | string | undefined
  }): Promise<AdapterConnection> {
    const wallet = this.#wallet(connectorId)
    const accounts = await wallet.connect()
    return this.#activate(wallet, accounts, chainId, { onOtherNetwork: 'switch' })
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
      // Wallets that keep no authorization across page loads approve a known site again (AppKit
      // does the same); a refusal means the connection is gone. A WalletConnect session that is
      // gone stays gone: a reload never proposes a new one.
      if (accounts.length === 0 && wallet.source !== 'walletconnect') {
        accounts = await wallet.connect()
      }
      return await this.#activate(wallet, accounts, chainId, { onOtherNetwork: 'follow' })
    } catch {
      return undefined
    }
  }

  /** Ends the connection of `connectorId`, or every live one without it. */
  async disconnect({ connectorId }: { connectorId?: string | undefined }): Promise<void> {
    const ids = connectorId === undefined ? [...this.#connections.keys()] : [connectorId]
    for (const id of ids) {
      const connection = this.#connections.get(id)
      if (!connection) continue
      this.#drop(id)
      await connection.wallet.disconnect()
    }
  }

  /**
   * Makes the live connection of `connectorId` the active one (AppKit's multi-wallet switch): no
   * prompt, the wallet stays on its network. `undefined` when that wallet is not connected.
   */
  async switchConnection({
    connectorId,
  }: {
    connectorId: string
  }): Promise<AdapterConnection | undefined> {
    const connection = this.#connections.get(connectorId)
    if (!connection) return undefined
    const accounts = await connection.wallet.getAccounts()
    const payment = accounts.find((account) => account.purpose === 'payment') ?? accounts[0]
    if (!payment) return undefined
    this.#active = connection
    return {
      connectorId,
      address: payment.address,
      accounts: addressesOf(accounts, payment),
      chainId: connection.network.id,
    }
  }

  /**
   * Moves the connected wallet to `network` (Wallet Standard `bitcoin:switchNetwork`, sats-connect
   * `wallet_changeNetwork`, or another chain of the WalletConnect session). The accounts follow:
   * each network has its own addresses. A network the wallet does not serve throws
   * `ChainNotSupportedError` and leaves the connection where it was.
   */
  async switchNetwork({ network }: { network: CaipNetwork }): Promise<void> {
    const active = this.#active
    if (!active) return
    await this.#switchWallet(active.wallet, network)
    active.network = network
    this.#emitAccounts(active.wallet, await active.wallet.getAccounts(), network.id)
  }

  async getBalance({
    address,
    network,
  }: {
    address: string
    network: CaipNetwork
  }): Promise<{ balance: string; symbol: string }> {
    const utxos = await this.#getUtxos(network, address)
    const sats = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
    return { balance: formatSats(sats), symbol: network.nativeCurrency.symbol }
  }

  getProvider({ connectorId }: { connectorId: string }): BitcoinConnector | undefined {
    const wallet = this.#wallets.get(connectorId)
    return wallet ? this.#connectorOf(wallet) : undefined
  }

  teardown = (): void => {
    for (const stop of this.#stops.splice(0)) stop()
    for (const connection of this.#connections.values()) connection.stop()
  }

  /** Forgets a live connection; the active one passes to the next live wallet, as core's does. */
  #drop(connectorId: string): void {
    const connection = this.#connections.get(connectorId)
    if (!connection) return
    connection.stop()
    this.#connections.delete(connectorId)
    if (this.#active === connection) this.#active = this.#connections.values().next().value
  }

  #wallet(connectorId: string): BitcoinWalletSurface {
    const wallet = this.#wallets.get(connectorId)
    if (!wallet) throw new BitcoinWalletNotFoundError({ connectorId })
    return wallet
  }

  #createWalletConnect(context: AdapterContext): BitcoinWalletSurface | undefined {
    const options = this.#options.walletConnect
    const projectId = options?.projectId ?? context.projectId
    if (!options || !projectId) return undefined
    const create = () => createWalletConnectClient({ ...options, projectId })
    return createWalletConnectSurface({
      // One client per instance: an EVM or Solana adapter beside this one shares the session.
      getClient: () => context.getWalletConnectClient?.(create) ?? create(),
      networks: context.networks,
      getNetwork: () => this.#active?.network ?? context.networks[0],
      onDisplayUri: (uri) =>
        context.emit({ type: 'walletConnectUri', uri, expiresAt: getPairingExpiry() }),
    })
  }

  #activeConnector(): BitcoinConnector {
    if (!this.#active) throw new BitcoinNotConnectedError()
    return this.#connectorOf(this.#active.wallet)
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
    return this.#context?.networks.find((network) => toWalletChain(network) === chain)
  }

  /** Tells core the wallet's accounts (payment first) on `chainId`, or that none is left. */
  #emitAccounts(
    wallet: BitcoinWalletSurface,
    accounts: BitcoinAccountAddress[],
    chainId: number | string,
  ): void {
    const connectorId = connectorIdOf(wallet)
    const payment = accounts.find((account) => account.purpose === 'payment') ?? accounts[0]
    if (!payment) {
      this.#drop(connectorId)
      this.#context?.emit({ type: 'disconnect', connectorId })
      return
    }
    this.#context?.emit({
      type: 'accountChanged',
      connectorId,
      address: payment.address,
      accounts: addressesOf(accounts, payment),
      chainId,
    })
  }

  /**
   * Makes `wallet` the active connection on the network core asked for (`chainId`, else the
   * first configured one). A wallet on another network is asked to switch on connect
   * (`onOtherNetwork: 'switch'`, as EVM wallets are) and followed on reconnect when that network
   * is configured; one that cannot be moved stays where it is, and core sees its chain id.
   */
  async #activate(
    wallet: BitcoinWalletSurface,
    connected: BitcoinAccountAddress[],
    chainId: number | string | undefined,
    { onOtherNetwork }: { onOtherNetwork: 'switch' | 'follow' },
  ): Promise<AdapterConnection> {
    let accounts = connected
    const networks = this.#context?.networks ?? []
    let network = networks.find((item) => String(item.id) === String(chainId)) ?? networks[0]
    if (!network) throw new NetworkNotFoundError('bip122')
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
    const payment = accounts.find((account) => account.purpose === 'payment') ?? accounts[0]
    if (!payment) throw new BitcoinAccountMissingError({ wallet: wallet.name })
    const connectorId = connectorIdOf(wallet)
    // Connecting another wallet keeps this one live (multi-wallet); the same one starts over.
    this.#connections.get(connectorId)?.stop()
    const stop = wallet.onAccountsChanged((next, chain) => {
      const live = this.#connections.get(connectorId)
      if (live?.wallet !== wallet) return
      let nextChainId: number | string = live.network.id
      if (chain) {
        // The wallet moved networks itself: reads follow a configured one; core flags another.
        const moved = this.#networkOfChain(chain)
        if (moved) live.network = moved
        nextChainId = moved?.id ?? toChainReference(chain)
      }
      this.#emitAccounts(wallet, next, nextChainId)
    })
    const connection: LiveConnection = { wallet, network, stop }
    this.#connections.set(connectorId, connection)
    this.#active = connection
    return {
      connectorId: connectorIdOf(wallet),
      address: payment.address,
      accounts: addressesOf(accounts, payment),
      chainId: reportedChainId ?? network.id,
    }
  }

  #api(): BlockchainApiClient {
    const api = this.#context?.api
    if (!api)
      throw new InvalidOptionsError(
        'The Bitcoin adapter has no data API: give createAppKit `apiUrl`, or the adapter `api`.',
      )
    return api
  }

  /** The network of `wallet`'s connection (or the active one's), else the first configured. */
  #network(wallet?: BitcoinWalletSurface): CaipNetwork {
    const own = wallet ? this.#connections.get(connectorIdOf(wallet))?.network : undefined
    const network = own ?? this.#active?.network ?? this.#context?.networks[0]
    if (!network) throw new NetworkNotFoundError('bip122')
    return network
  }

  async #getUtxos(network: CaipNetwork, address: string): Promise<TransferUtxo[]> {
    const override = this.#options.api?.getUTXOs
    if (override) return override({ network, address })
    return getBitcoinUtxos(this.#api(), { network: String(network.id), address })
  }

  async #getFeeRate(network: CaipNetwork): Promise<number> {
    const override = this.#options.api?.getFeeRate
    if (override) return override({ network })
    const estimates = await getBitcoinFeeEstimates(this.#api(), { network: String(network.id) })
    return Math.max(
      estimates['1'] ?? estimates['2'] ?? estimates['3'] ?? minimumFeeRate,
      minimumFeeRate,
    )
  }

  /** The fee `sendTransfer` would pay for `amount`: the same coins, rate and size. */
  async #estimateTransferFee(
    amount: bigint,
  ): Promise<{ fee: bigint; vsize: number; feeRate: number }> {
    const active = this.#active
    if (!active) throw new BitcoinNotConnectedError()
    const accounts = await active.wallet.getAccounts()
    const payment = accounts.find((account) => account.purpose === 'payment')
    if (!payment) {
      throw new BitcoinAccountMissingError({ wallet: active.wallet.name, purpose: 'payment' })
    }
    const [utxos, feeRate] = await Promise.all([
      this.#getUtxos(active.network, payment.address),
      this.#getFeeRate(active.network),
    ])
    const { fee, vsize } = selectTransferInputs({
      inputVbytes: inputVbytesOf(payment.address),
      amount,
      feeRate,
      utxos,
    })
    return { fee, vsize, feeRate }
  }

  async #broadcast(network: CaipNetwork, hex: string): Promise<string> {
    const override = this.#options.api?.broadcast
    if (override) return override({ network, hex })
    return broadcastBitcoinTransaction(this.#api(), { network: String(network.id), hex })
  }

  #connectorOf(wallet: BitcoinWalletSurface): BitcoinConnector {
    const known = this.#connectors.get(connectorIdOf(wallet))
    if (known?.source === wallet.source) return known
    const wrap =
      (operation: AdapterOperation) =>
      async <result>(call: () => Promise<result>): Promise<result> => {
        try {
          return await call()
        } catch (error) {
          throw toWalletError(error, { namespace: 'bip122', operation })
        }
      }
    const connector: BitcoinConnector = {
      id: connectorIdOf(wallet),
      name: wallet.name,
      imageUrl: wallet.icon,
      chain: 'bip122',
      source: wallet.source,
      connect: () =>
        wrap('connect')(async () => {
          const accounts = await wallet.connect()
          return accounts.find((account) => account.purpose === 'payment')?.address ?? ''
        }),
      disconnect: () => wrap('disconnect')(() => wallet.disconnect()),
      getAccountAddresses: () => wrap('connect')(() => wallet.getAccounts()),
      signMessage: ({ address, message, protocol = 'bip322' }) =>
        wrap('signMessage')(() => wallet.signMessage({ address, message, protocol })),
      signPSBT: ({ psbt, signInputs, broadcast }) =>
        wrap('sendTransaction')(async () => {
          const signed = await wallet.signPsbt({ psbt, signInputs })
          if (!broadcast) return { psbt: signed }
          const network = this.#network(wallet)
          const { finalizePsbt } = await import('./buildTransferPsbt.js')
          const txid = await this.#broadcast(
            network,
            finalizePsbt(signed, toAddressFormat(network)),
          )
          return { psbt: signed, txid }
        }),
      sendTransfer: ({ amount, recipient }) =>
        wrap('sendTransaction')(async () => {
          const network = this.#network(wallet)
          const accounts = await wallet.getAccounts()
          const payment = accounts.find((account) => account.purpose === 'payment')
          if (!payment) {
            throw new BitcoinAccountMissingError({ wallet: wallet.name, purpose: 'payment' })
          }
          if (!/^\d+$/.test(amount)) {
            throw new InvalidSendParametersError(`The amount must be in sats: "${amount}".`)
          }
          // A WalletConnect wallet builds, signs and broadcasts the payment itself.
          if (wallet.sendTransfer) return wallet.sendTransfer({ amount, recipient })
          const [utxos, feeRate, { buildTransferPsbt, finalizePsbt }] = await Promise.all([
            this.#getUtxos(network, payment.address),
            this.#getFeeRate(network),
            import('./buildTransferPsbt.js'),
          ])
          const format = toAddressFormat(network)
          const built = buildTransferPsbt({
            format,
            from: payment,
            recipient,
            amount: BigInt(amount),
            feeRate,
            utxos,
          })
          const signed = await wallet.signPsbt({
            psbt: built.psbt,
            signInputs: built.inputs.map((index) => ({ address: payment.address, index })),
          })
          return this.#broadcast(network, finalizePsbt(signed, format))
        }),
      switchNetwork: (caipNetworkId) =>
        wrap('switchNetwork')(async () => {
          const network = this.#context?.networks.find(
            (item) => item.caipNetworkId === caipNetworkId,
          )
          if (!network) throw new NetworkNotFoundError(caipNetworkId)
          await this.switchNetwork({ network })
        }),
      request: <result>({ method, params }: { method: string; params?: unknown }) =>
        wrap('sendTransaction')(() => wallet.request(method, params) as Promise<result>),
    }
    this.#connectors.set(connectorIdOf(wallet), connector)
    return connector
  }
}

/** A connected wallet, the network it is on, and the end of its event subscription. */
type LiveConnection = { wallet: BitcoinWalletSurface; network: CaipNetwork; stop: () => void }

/** The addresses of a connection, payment first. */
function addressesOf(
  accounts: readonly BitcoinAccountAddress[],
  payment: BitcoinAccountAddress,
): string[] {
  return [
    payment.address,
    ...accounts.filter((item) => item !== payment).map((item) => item.address),
  ]
}

/** A wallet's connector id: its name, or `walletConnect` (as in the other adapters) for WalletConnect. */
function connectorIdOf(wallet: BitcoinWalletSurface): string {
  return wallet.source === 'walletconnect' ? wallet.id : wallet.name
}

function toConnector(wallet: BitcoinWalletSurface): AdapterConnector {
  return {
    id: connectorIdOf(wallet),
    name: wallet.name,
    type: wallet.source === 'walletconnect' ? 'WALLET_CONNECT' : 'ANNOUNCED',
    chain: 'bip122',
    ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
  }
}

/** Sats as whole BTC, exactly (8 decimals, trailing zeros dropped). */
export function formatSats(sats: bigint): string {
  const negative = sats < 0n
  const absolute = negative ? -sats : sats
  const whole = absolute / 100_000_000n
  const fraction = (absolute % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
