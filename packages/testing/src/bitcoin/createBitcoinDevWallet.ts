import { type Network, networks, Psbt } from 'bitcoinjs-lib'
import { devWalletIcon } from '../wallet/devWalletIcon.js'
import { type BitcoinDevAccount, bitcoinDevAccounts } from './bitcoinDevAccounts.js'
import { ECPair, p2trOf, p2wpkhOf, toXOnly } from './bitcoinKeys.js'
import { bitcoinRegtest } from './bitcoinRegtest.js'
import { bytesToHex, hexToBytes } from './bytes.js'
import { signBip322Simple, signEcdsaMessage, signPsbtInputs } from './signBitcoin.js'

export type BitcoinDevWalletPurpose = 'payment' | 'ordinals'

/** The Bitcoin networks the dev wallet can serve (test networks only: its keys are public). */
export type BitcoinDevWalletNetwork = 'regtest' | 'testnet' | 'signet'

/**
 * Each network as the two surfaces name it, its CAIP-2 id, and its address parameters. All test
 * networks share one key per purpose (BIP-44 coin type 1 for every test network, as real wallets
 * derive them); what differs is the address prefix: `bcrt1` on regtest, `tb1` on testnet and signet.
 */
const devWalletNetworks: Record<
  BitcoinDevWalletNetwork,
  { chain: `bitcoin:${string}`; satsConnectName: string; caipNetworkId: string; params: Network }
> = {
  regtest: {
    chain: 'bitcoin:regtest',
    satsConnectName: 'Regtest',
    caipNetworkId: bitcoinRegtest.caipNetworkId,
    params: networks.regtest,
  },
  testnet: {
    chain: 'bitcoin:testnet',
    satsConnectName: 'Testnet',
    caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
    params: networks.testnet,
  },
  signet: {
    chain: 'bitcoin:signet',
    satsConnectName: 'Signet',
    caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
    params: networks.testnet,
  },
}

/** An account as the Wallet Standard `bitcoin:*` features hand it out (plus the usual `purpose`). */
export type BitcoinDevWalletAccount = {
  address: string
  publicKey: Uint8Array
  chains: readonly `bitcoin:${string}`[]
  features: readonly `${string}:${string}`[]
  purpose: BitcoinDevWalletPurpose
}

/** A request the page made, in order (both surfaces). */
export type BitcoinDevWalletRequest = { surface: 'standard' | 'sats-connect'; method: string }

export type CreateBitcoinDevWalletParameters = {
  /** Default: the first Bitcoin dev account (funded on the regtest node). */
  account?: BitcoinDevAccount | undefined
  /** Default: 'Airlock Dev Wallet', the same row as the other namespaces. */
  name?: string | undefined
  /**
   * The networks the wallet serves, the first one active at start. Default: regtest and testnet.
   * Asked to switch to another one, the wallet refuses as real wallets do (code 4902 on Wallet
   * Standard, -32602 in sats-connect answers).
   */
  networks?: readonly BitcoinDevWalletNetwork[] | undefined
  /**
   * The server's Esplora-compatible API of the network (e.g.
   * `http://127.0.0.1:8787/v1/bitcoin/0f9188f13cb7b2c71f2a335e3a4fc328`), for `broadcast: true`.
   */
  esploraUrl?: string | undefined
  /** Project id sent to the Airlock server with `esploraUrl`. Default: 'local-dev'. */
  projectId?: string | undefined
  /**
   * Where the wallet remembers that the site is connected (a page's `sessionStorage`), so a
   * reload reconnects without a prompt, like an extension. Default: none (memory only).
   */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null | undefined
}

/** A network the wallet does not serve: code 4902 (unrecognized chain), as EVM wallets answer. */
export class BitcoinDevWalletUnsupportedNetworkError extends Error {
  override name = 'UnsupportedNetworkError'
  readonly code = 4902
  constructor(chain: string) {
    super(`The wallet does not serve ${chain}`)
  }
}

/** A rejected request's error: code 4001 on Wallet Standard, -32000 in sats-connect answers. */
export class BitcoinDevWalletRejectedError extends Error {
  override name = 'UserRejectedRequestError'
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
  }
}

/**
 * The Airlock Dev Wallet for Bitcoin: a P2WPKH payment key and a P2TR ordinals key, offered
 * through both surfaces dapps look for — a Wallet Standard wallet with `bitcoin:connect`,
 * `bitcoin:signMessage` (BIP-322 or ECDSA), `bitcoin:signTransaction` and `bitcoin:switchNetwork`,
 * and a sats-connect provider (`getAddresses`, `signMessage`, `signPsbt`, `wallet_changeNetwork`,
 * …). It serves regtest and testnet by default, one at a time, with each network's addresses.
 * `register(window)` puts both surfaces in a page.
 *
 * @example
 * const wallet = createBitcoinDevWallet()
 * wallet.register(window)
 * wallet.rejectNextRequest()
 */
export function createBitcoinDevWallet(parameters: CreateBitcoinDevWalletParameters = {}) {
  const account = parameters.account ?? bitcoinDevAccounts[0]
  if (!account) throw new Error('no Bitcoin dev account')
  const name = parameters.name ?? 'Airlock Dev Wallet'
  const served = [...(parameters.networks ?? ['regtest', 'testnet'])]
  const first = served[0]
  if (!first) throw new Error('The Bitcoin dev wallet needs at least one network')
  let current: BitcoinDevWalletNetwork = first
  const keys = {
    payment: ECPair.fromPrivateKey(hexToBytes(account.payment.privateKey)),
    ordinals: ECPair.fromPrivateKey(hexToBytes(account.ordinals.privateKey)),
  }
  /** The wallet's two addresses on a network, from its keys. */
  const addressesOn = (network: BitcoinDevWalletNetwork) => {
    const { params } = devWalletNetworks[network]
    return {
      payment: {
        address: p2wpkhOf(keys.payment.publicKey, params).address,
        publicKey: bytesToHex(keys.payment.publicKey),
      },
      ordinals: {
        address: p2trOf(keys.ordinals.publicKey, params).address,
        publicKey: bytesToHex(toXOnly(keys.ordinals.publicKey)),
      },
    }
  }
  const networkParams = () => devWalletNetworks[current].params
  const keyOf = (address: string) => {
    const own = addressesOn(current)
    if (address === own.payment.address) return keys.payment
    if (address === own.ordinals.address) return keys.ordinals
    throw new Error(`The wallet holds no key for ${address}`)
  }
  const features = [
    'bitcoin:connect',
    'bitcoin:signMessage',
    'bitcoin:signTransaction',
    'bitcoin:switchNetwork',
  ] as const
  const standardAccounts = (): BitcoinDevWalletAccount[] => {
    const own = addressesOn(current)
    const chains = [devWalletNetworks[current].chain]
    return [
      {
        address: own.payment.address,
        publicKey: hexToBytes(own.payment.publicKey),
        chains,
        features,
        purpose: 'payment',
      },
      {
        address: own.ordinals.address,
        publicKey: hexToBytes(own.ordinals.publicKey),
        chains,
        features,
        purpose: 'ordinals',
      },
    ]
  }

  const storageKey = `airlock-bitcoin-dev-wallet:${account.payment.address}`
  let isConnected = parameters.storage?.getItem(storageKey) === 'connected'
  const setConnected = (value: boolean) => {
    isConnected = value
    if (value) parameters.storage?.setItem(storageKey, 'connected')
    else parameters.storage?.removeItem(storageKey)
  }
  let rejectNext = false
  const requests: BitcoinDevWalletRequest[] = []
  const listeners = new Set<
    (properties: { accounts?: readonly BitcoinDevWalletAccount[] }) => void
  >()
  const satsConnectListeners = new Set<{ event: string; listener: (...args: unknown[]) => void }>()
  const emitChange = (changed: { network?: boolean } = {}) => {
    for (const listener of listeners) listener({ accounts: isConnected ? standardAccounts() : [] })
    for (const { event, listener } of satsConnectListeners) {
      if (event === 'accountChange' || (changed.network && event === 'networkChange')) {
        listener(
          event === 'networkChange'
            ? { type: 'networkChange', bitcoin: { name: satsConnectNetwork().bitcoin.name } }
            : { type: 'accountChange' },
        )
      }
    }
  }
  const satsConnectNetwork = () => ({
    bitcoin: { name: devWalletNetworks[current].satsConnectName },
  })
  /** Makes `network` the active one (the wallet's own network switch); the page is told. */
  const switchTo = (network: BitcoinDevWalletNetwork) => {
    if (!served.includes(network))
      throw new BitcoinDevWalletUnsupportedNetworkError(devWalletNetworks[network].chain)
    if (network === current) return
    current = network
    emitChange({ network: true })
  }
  const servedByChain = (chain: string) =>
    served.find((network) => devWalletNetworks[network].chain === chain)
  /** Logs a request and consumes a queued rejection. */
  const prompt = (surface: BitcoinDevWalletRequest['surface'], method: string) => {
    requests.push({ surface, method })
    if (rejectNext) {
      rejectNext = false
      throw new BitcoinDevWalletRejectedError()
    }
  }
  const requireConnected = () => {
    if (!isConnected) throw new Error('The site is not connected to the wallet')
  }
  const signMessage = (address: string, message: string, protocol: 'bip322' | 'ecdsa') => {
    const key = keyOf(address)
    if (protocol === 'ecdsa') {
      if (key !== keys.payment) throw new Error('ECDSA signs with the payment (P2WPKH) key only')
      return signEcdsaMessage(key, message)
    }
    return signBip322Simple(key, address, message, networkParams())
  }
  const broadcast = async (hex: string): Promise<string> => {
    if (!parameters.esploraUrl) throw new Error('The wallet has no esploraUrl to broadcast with')
    if (current !== 'regtest')
      throw new Error(`The wallet broadcasts on regtest only, not ${current}`)
    const url = `${parameters.esploraUrl.replace(/\/$/, '')}/tx?projectId=${encodeURIComponent(parameters.projectId ?? 'local-dev')}`
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: hex,
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`Broadcast refused (${response.status}): ${text}`)
    return text.trim()
  }

  const standard = {
    version: '1.0.0' as const,
    name,
    icon: devWalletIcon as `data:image/svg+xml;base64,${string}`,
    chains: served.map((network) => devWalletNetworks[network].chain),
    get accounts() {
      return isConnected ? standardAccounts() : []
    },
    features: {
      'bitcoin:connect': {
        version: '1.0.0',
        async connect(input?: { purposes?: readonly string[] }) {
          prompt('standard', 'bitcoin:connect')
          setConnected(true)
          emitChange()
          const purposes = input?.purposes
          return {
            accounts: standardAccounts().filter(
              (item) => !purposes || purposes.includes(item.purpose),
            ),
          }
        },
      },
      'bitcoin:switchNetwork': {
        version: '1.0.0',
        async switchNetwork(input: { chain: string }) {
          prompt('standard', 'bitcoin:switchNetwork')
          const network = servedByChain(input.chain)
          if (!network) throw new BitcoinDevWalletUnsupportedNetworkError(input.chain)
          switchTo(network)
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          requests.push({ surface: 'standard', method: 'standard:disconnect' })
          setConnected(false)
          emitChange()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event: 'change', listener: (properties: object) => void) {
          if (event !== 'change') return () => undefined
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'bitcoin:signMessage': {
        version: '1.0.0',
        async signMessage(
          ...inputs: { account: { address: string }; message: Uint8Array; protocol?: string }[]
        ) {
          prompt('standard', 'bitcoin:signMessage')
          requireConnected()
          return inputs.map((input) => ({
            signedMessage: input.message,
            signature: signMessage(
              input.account.address,
              new TextDecoder().decode(input.message),
              input.protocol?.toLowerCase() === 'ecdsa' ? 'ecdsa' : 'bip322',
            ),
          }))
        },
      },
      'bitcoin:signTransaction': {
        version: '1.0.0',
        async signTransaction(
          ...inputs: {
            psbt: Uint8Array
            inputsToSign: {
              account: { address: string }
              signingIndexes: number[]
              sigHash?: number | undefined
            }[]
          }[]
        ) {
          prompt('standard', 'bitcoin:signTransaction')
          requireConnected()
          return inputs.map((input) => {
            const psbt = Psbt.fromBuffer(input.psbt, { network: networkParams() })
            for (const toSign of input.inputsToSign) {
              signPsbtInputs(
                psbt,
                keyOf(toSign.account.address),
                toSign.account.address,
                toSign.signingIndexes,
                networkParams(),
                toSign.sigHash === undefined ? undefined : [toSign.sigHash],
              )
            }
            return { signedPsbt: psbt.toBuffer() }
          })
        },
      },
    },
  }

  const addresses = () => {
    const own = addressesOn(current)
    return [
      { ...own.payment, purpose: 'payment', addressType: 'p2wpkh', walletType: 'software' },
      { ...own.ordinals, purpose: 'ordinals', addressType: 'p2tr', walletType: 'software' },
    ]
  }
  let rpcId = 0
  const satsConnectMethods: Record<string, (params: Record<string, unknown>) => Promise<unknown>> =
    {
      async getAddresses(params) {
        prompt('sats-connect', 'getAddresses')
        setConnected(true)
        const purposes = params.purposes as string[] | undefined
        return {
          addresses: addresses().filter((item) => !purposes || purposes.includes(item.purpose)),
          network: satsConnectNetwork(),
        }
      },
      async wallet_connect() {
        prompt('sats-connect', 'wallet_connect')
        setConnected(true)
        return { addresses: addresses(), network: satsConnectNetwork() }
      },
      async wallet_getAccount() {
        requireConnected()
        return { addresses: addresses(), network: satsConnectNetwork() }
      },
      async wallet_disconnect() {
        requests.push({ surface: 'sats-connect', method: 'wallet_disconnect' })
        setConnected(false)
        return null
      },
      async wallet_getNetwork() {
        return satsConnectNetwork()
      },
      async wallet_changeNetwork(params) {
        prompt('sats-connect', 'wallet_changeNetwork')
        const network = served.find(
          (item) => devWalletNetworks[item].satsConnectName === String(params.name),
        )
        if (!network) throw new BitcoinDevWalletUnsupportedNetworkError(String(params.name))
        switchTo(network)
        return null
      },
      async signMessage(params) {
        prompt('sats-connect', 'signMessage')
        requireConnected()
        const address = String(params.address)
        const message = String(params.message)
        const protocol =
          String(params.protocol ?? 'BIP322').toUpperCase() === 'ECDSA' ? 'ecdsa' : 'bip322'
        return {
          signature: toBase64(signMessage(address, message, protocol)),
          messageHash: '',
          address,
          protocol: protocol === 'ecdsa' ? 'ECDSA' : 'BIP322',
        }
      },
      async signPsbt(params) {
        prompt('sats-connect', 'signPsbt')
        requireConnected()
        const psbt = Psbt.fromBase64(String(params.psbt), { network: networkParams() })
        const signInputs = (params.signInputs ?? {}) as Record<string, number[]>
        for (const [address, indexes] of Object.entries(signInputs)) {
          signPsbtInputs(psbt, keyOf(address), address, indexes, networkParams())
        }
        if (!params.broadcast) return { psbt: psbt.toBase64() }
        psbt.finalizeAllInputs()
        const txid = await broadcast(psbt.extractTransaction().toHex())
        return { psbt: psbt.toBase64(), txid }
      },
    }
  const satsConnectProvider = {
    async request(method: string, params: Record<string, unknown> = {}) {
      const id = String(++rpcId)
      const handler = satsConnectMethods[method]
      if (!handler) {
        return {
          jsonrpc: '2.0',
          id,
          error: { code: -32601, message: `Method not found: ${method}` },
        }
      }
      try {
        return { jsonrpc: '2.0', id, result: await handler(params) }
      } catch (error) {
        const code =
          error instanceof BitcoinDevWalletRejectedError
            ? -32000
            : error instanceof BitcoinDevWalletUnsupportedNetworkError
              ? -32602
              : -32603
        return { jsonrpc: '2.0', id, error: { code, message: (error as Error).message } }
      }
    },
    /** sats-connect's events: `accountChange` and `networkChange` (with the new network). */
    addListener(event: string, listener: (...args: unknown[]) => void) {
      const entry = { event, listener }
      satsConnectListeners.add(entry)
      return () => satsConnectListeners.delete(entry)
    },
  }
  const satsConnectId = 'AirlockDevBitcoinProvider'

  return {
    name,
    /** The account's keys, and its addresses on regtest. */
    account,
    /** The active network. */
    get network(): BitcoinDevWalletNetwork {
      return current
    },
    /** The networks the wallet serves. */
    networks: served as readonly BitcoinDevWalletNetwork[],
    /** The active network's CAIP-2 id. */
    get caipNetworkId(): string {
      return devWalletNetworks[current].caipNetworkId
    },
    /** The payment and ordinals addresses on the active network (or on `network`). */
    addresses(network: BitcoinDevWalletNetwork = current) {
      const own = addressesOn(network)
      return { payment: own.payment.address, ordinals: own.ordinals.address }
    },
    /**
     * Switches networks from the wallet's side, as a user does in the extension: the page sees
     * the accounts change (Wallet Standard `change`, sats-connect `networkChange`).
     */
    switchNetwork(network: BitcoinDevWalletNetwork) {
      switchTo(network)
    },
    /** The Wallet Standard wallet object (`bitcoin:*` features). */
    standard,
    /** The sats-connect provider and its registry entry. */
    satsConnect: {
      id: satsConnectId,
      name,
      icon: devWalletIcon,
      methods: Object.keys(satsConnectMethods),
      provider: satsConnectProvider,
    },
    /** The next prompting request (connect, sign) fails as if the user declined it. */
    rejectNextRequest() {
      rejectNext = true
    },
    /** Disconnects the site from the wallet's side. */
    disconnect() {
      setConnected(false)
      emitChange()
    },
    get isConnected() {
      return isConnected
    },
    /** Requests made so far, both surfaces. */
    get requests(): readonly BitcoinDevWalletRequest[] {
      return [...requests]
    },
    /**
     * Offers the wallet in a page: registers it with Wallet Standard apps (now and when an app
     * announces itself later) and adds it to `window.btc_providers` (sats-connect).
     */
    register(
      target: EventTarget & Record<string, unknown>,
      surfaces: readonly ('standard' | 'sats-connect')[] = ['standard', 'sats-connect'],
    ) {
      if (surfaces.includes('standard')) {
        const callback = ({ register }: { register: (...wallets: unknown[]) => unknown }) =>
          register(standard)
        target.dispatchEvent(
          new CustomEvent('wallet-standard:register-wallet', { detail: callback }),
        )
        target.addEventListener('wallet-standard:app-ready', (event) => {
          callback((event as CustomEvent<Parameters<typeof callback>[0]>).detail)
        })
      }
      if (surfaces.includes('sats-connect')) {
        target[satsConnectId] = satsConnectProvider
        const registry = (target.btc_providers as unknown[] | undefined) ?? []
        registry.push({
          id: satsConnectId,
          name,
          icon: devWalletIcon,
          methods: Object.keys(satsConnectMethods),
        })
        target.btc_providers = registry
      }
    },
  }
}

export type BitcoinDevWallet = ReturnType<typeof createBitcoinDevWallet>

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}
