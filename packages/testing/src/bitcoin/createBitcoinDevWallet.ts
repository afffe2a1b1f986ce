import { Psbt } from 'bitcoinjs-lib'
import { devWalletIcon } from '../wallet/devWalletIcon.js'
import { type BitcoinDevAccount, bitcoinDevAccounts } from './bitcoinDevAccounts.js'
import { ECPair, regtestNetwork } from './bitcoinKeys.js'
import { bitcoinRegtest } from './bitcoinRegtest.js'
import { hexToBytes } from './bytes.js'
import { signBip322Simple, signEcdsaMessage, signPsbtInputs } from './signBitcoin.js'

export type BitcoinDevWalletPurpose = 'payment' | 'ordinals'

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

/** A rejected request's error: code 4001 on Wallet Standard, -32000 in sats-connect answers. */
export class BitcoinDevWalletRejectedError extends Error {
  override name = 'UserRejectedRequestError'
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
  }
}

/**
 * The Airlock Dev Wallet for Bitcoin (regtest): a P2WPKH payment key and a P2TR ordinals key,
 * offered through both surfaces dapps look for — a Wallet Standard wallet with `bitcoin:connect`,
 * `bitcoin:signMessage` (BIP-322 or ECDSA) and `bitcoin:signTransaction`, and a sats-connect
 * provider (`getAddresses`, `signMessage`, `signPsbt`, …). `register(window)` puts both in a page.
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
  const network = regtestNetwork
  const chain = 'bitcoin:regtest' as const
  const keys = {
    payment: ECPair.fromPrivateKey(hexToBytes(account.payment.privateKey), { network }),
    ordinals: ECPair.fromPrivateKey(hexToBytes(account.ordinals.privateKey), { network }),
  }
  const keyOf = (address: string) => {
    if (address === account.payment.address) return keys.payment
    if (address === account.ordinals.address) return keys.ordinals
    throw new Error(`The wallet holds no key for ${address}`)
  }
  const features = ['bitcoin:connect', 'bitcoin:signMessage', 'bitcoin:signTransaction'] as const
  const standardAccounts: BitcoinDevWalletAccount[] = [
    {
      address: account.payment.address,
      publicKey: hexToBytes(account.payment.publicKey),
      chains: [chain],
      features,
      purpose: 'payment',
    },
    {
      address: account.ordinals.address,
      publicKey: hexToBytes(account.ordinals.publicKey),
      chains: [chain],
      features,
      purpose: 'ordinals',
    },
  ]

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
  const emitChange = () => {
    for (const listener of listeners)
      listener({ accounts: standardAccounts.filter(() => isConnected) })
  }
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
    return signBip322Simple(key, address, message, network)
  }
  const broadcast = async (hex: string): Promise<string> => {
    if (!parameters.esploraUrl) throw new Error('The wallet has no esploraUrl to broadcast with')
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
    chains: [chain],
    get accounts() {
      return isConnected ? standardAccounts : []
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
            accounts: standardAccounts.filter(
              (item) => !purposes || purposes.includes(item.purpose),
            ),
          }
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
            const psbt = Psbt.fromBuffer(input.psbt, { network })
            for (const toSign of input.inputsToSign) {
              signPsbtInputs(
                psbt,
                keyOf(toSign.account.address),
                toSign.account.address,
                toSign.signingIndexes,
                network,
                toSign.sigHash === undefined ? undefined : [toSign.sigHash],
              )
            }
            return { signedPsbt: psbt.toBuffer() }
          })
        },
      },
    },
  }

  const addresses = () => [
    {
      address: account.payment.address,
      publicKey: account.payment.publicKey,
      purpose: 'payment',
      addressType: 'p2wpkh',
      walletType: 'software',
    },
    {
      address: account.ordinals.address,
      publicKey: account.ordinals.publicKey,
      purpose: 'ordinals',
      addressType: 'p2tr',
      walletType: 'software',
    },
  ]
  let rpcId = 0
  const satsConnectMethods: Record<string, (params: Record<string, unknown>) => Promise<unknown>> =
    {
      async getAddresses(params) {
        prompt('sats-connect', 'getAddresses')
        setConnected(true)
        const purposes = params.purposes as string[] | undefined
        return {
          addresses: addresses().filter((item) => !purposes || purposes.includes(item.purpose)),
          network: { bitcoin: { name: 'Regtest' } },
        }
      },
      async wallet_connect() {
        prompt('sats-connect', 'wallet_connect')
        setConnected(true)
        return { addresses: addresses(), network: { bitcoin: { name: 'Regtest' } } }
      },
      async wallet_getAccount() {
        requireConnected()
        return { addresses: addresses(), network: { bitcoin: { name: 'Regtest' } } }
      },
      async wallet_disconnect() {
        requests.push({ surface: 'sats-connect', method: 'wallet_disconnect' })
        setConnected(false)
        return null
      },
      async wallet_changeNetwork(params) {
        if (params.name !== 'Regtest')
          throw new Error(`The wallet only knows Regtest, not ${String(params.name)}`)
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
        const psbt = Psbt.fromBase64(String(params.psbt), { network })
        const signInputs = (params.signInputs ?? {}) as Record<string, number[]>
        for (const [address, indexes] of Object.entries(signInputs)) {
          signPsbtInputs(psbt, keyOf(address), address, indexes, network)
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
        const code = error instanceof BitcoinDevWalletRejectedError ? -32000 : -32603
        return { jsonrpc: '2.0', id, error: { code, message: (error as Error).message } }
      }
    },
    addListener(_event: string, _listener: (...args: unknown[]) => void) {
      return () => undefined
    },
  }
  const satsConnectId = 'AirlockDevBitcoinProvider'

  return {
    name,
    account,
    caipNetworkId: bitcoinRegtest.caipNetworkId,
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
