import { UnsupportedWalletMethodError } from '@airlock/core/adapter'
import { getBase58Decoder } from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { SolanaWalletNotFoundError, SolanaWalletResponseError } from './errors.js'

/** A web3.js 1.x `Transaction` or `VersionedTransaction`, or wire bytes. */
export type AnySolanaTransaction =
  | Uint8Array
  | {
      serialize: (config?: {
        requireAllSignatures?: boolean
        verifySignatures?: boolean
      }) => Uint8Array
    }

/** Anything with web3.js `Connection.sendRawTransaction`. */
export type RawTransactionSender = {
  // biome-ignore lint/suspicious/noExplicitAny: web3.js's SendOptions, without importing web3.js
  sendRawTransaction: (raw: Uint8Array, options?: any) => Promise<string>
}

/** `publicKey` as AppKit exposes it (web3.js `PublicKey`'s common methods). */
export type SolanaPublicKey = {
  toBase58: () => string
  toString: () => string
  toBytes: () => Uint8Array
  equals: (other: { toBase58: () => string }) => boolean
}

type ProviderEvent =
  | 'connect'
  | 'disconnect'
  | 'accountsChanged'
  | 'chainChanged'
  | 'pendingTransaction'

/**
 * What `useAppKitProvider('solana').walletProvider` is (AppKit's Solana `Provider`): the connected
 * Wallet Standard wallet with web3.js-style methods. Transactions may be web3.js objects (handed
 * back as the same class) or wire bytes; the adapter never needs web3.js itself.
 */
export type SolanaProvider = {
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly publicKey: SolanaPublicKey | undefined
  readonly address: string | undefined
  connect: () => Promise<string>
  disconnect: () => Promise<void>
  signMessage: (message: Uint8Array) => Promise<Uint8Array>
  signTransaction: <T extends AnySolanaTransaction>(transaction: T) => Promise<T>
  signAllTransactions: <T extends AnySolanaTransaction>(transactions: T[]) => Promise<T[]>
  /** Signs and sends through the wallet; resolves with the base58 signature. */
  signAndSendTransaction: (
    transaction: AnySolanaTransaction,
    options?: { skipPreflight?: boolean; preflightCommitment?: string; maxRetries?: number },
  ) => Promise<string>
  /** Signs through the wallet, then sends with `connection` (web3.js `Connection`). */
  sendTransaction: (
    transaction: AnySolanaTransaction,
    connection: RawTransactionSender,
    options?: Parameters<RawTransactionSender['sendRawTransaction']>[1],
  ) => Promise<string>
  on: (event: ProviderEvent, listener: (...args: unknown[]) => void) => void
  removeListener: (event: ProviderEvent, listener: (...args: unknown[]) => void) => void
  /** Wallet Standard request passthrough is not part of Solana wallets. */
  request: () => Promise<never>
}

export type SolanaProviderContext = {
  wallet: Wallet
  getAccount: () => WalletAccount | undefined
  getChain: () => `solana:${string}`
  connect: () => Promise<string>
  disconnect: () => Promise<void>
}

type Feature<T> = { [name: string]: T }

const emitSymbol = Symbol('airlock.solana.emit')

function toPublicKey(account: WalletAccount): SolanaPublicKey {
  const base58 = account.address
  return {
    toBase58: () => base58,
    toString: () => base58,
    toBytes: () => Uint8Array.from(account.publicKey),
    equals: (other) => other.toBase58() === base58,
  }
}

function toBytes(transaction: AnySolanaTransaction): Uint8Array {
  if (transaction instanceof Uint8Array) return transaction
  // A web3.js VersionedTransaction serializes without options; a legacy Transaction needs them
  // to leave the wallet's signature slot empty.
  return 'version' in transaction
    ? transaction.serialize()
    : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

function fromBytes<T extends AnySolanaTransaction>(original: T, bytes: Uint8Array): T {
  if (original instanceof Uint8Array) return bytes as T
  const kind = original.constructor as unknown as {
    from?: (bytes: Uint8Array) => T
    deserialize?: (bytes: Uint8Array) => T
  }
  if ('version' in original && kind.deserialize) return kind.deserialize(bytes)
  if (kind.from) return kind.from(bytes)
  if (kind.deserialize) return kind.deserialize(bytes)
  return bytes as unknown as T
}

/** Builds the AppKit-shaped provider over one Wallet Standard wallet. */
export function createSolanaProvider(context: SolanaProviderContext): SolanaProvider {
  const { wallet } = context
  const features = wallet.features as Feature<
    Record<string, (...args: never[]) => Promise<unknown>>
  >
  const listeners = new Map<ProviderEvent, Set<(...args: unknown[]) => void>>()
  const account = () => {
    const current = context.getAccount()
    if (!current) throw new SolanaWalletNotFoundError({ connectorId: wallet.name })
    return current
  }
  const call = async <R>(feature: string, method: string, ...inputs: unknown[]): Promise<R> => {
    const run = features[feature]?.[method] as ((...args: unknown[]) => Promise<R>) | undefined
    if (!run) throw new UnsupportedWalletMethodError(feature)
    return run(...inputs)
  }
  const signTransactions = async <T extends AnySolanaTransaction>(transactions: T[]) => {
    const current = account()
    const outputs = await call<{ signedTransaction: Uint8Array }[]>(
      'solana:signTransaction',
      'signTransaction',
      ...transactions.map((transaction) => ({
        account: current,
        chain: context.getChain(),
        transaction: toBytes(transaction),
      })),
    )
    return outputs.map((output, index) =>
      fromBytes(transactions[index] as T, output.signedTransaction),
    )
  }
  const provider: SolanaProvider = {
    get name() {
      return wallet.name
    },
    get icon() {
      return wallet.icon
    },
    get chains() {
      return wallet.chains
    },
    get publicKey() {
      const current = context.getAccount()
      return current ? toPublicKey(current) : undefined
    },
    get address() {
      return context.getAccount()?.address
    },
    connect: () => context.connect(),
    disconnect: () => context.disconnect(),
    signMessage: async (message) => {
      const [output] = await call<{ signature: Uint8Array }[]>(
        'solana:signMessage',
        'signMessage',
        { account: account(), message },
      )
      if (!output)
        throw new SolanaWalletResponseError({ wallet: wallet.name, missing: 'signature' })
      return output.signature
    },
    signTransaction: async (transaction) => {
      const [signed] = await signTransactions([transaction])
      return signed as typeof transaction
    },
    signAllTransactions: (transactions) => signTransactions(transactions),
    signAndSendTransaction: async (transaction, options) => {
      const [output] = await call<{ signature: Uint8Array }[]>(
        'solana:signAndSendTransaction',
        'signAndSendTransaction',
        {
          account: account(),
          chain: context.getChain(),
          transaction: toBytes(transaction),
          ...(options ? { options } : {}),
        },
      )
      if (!output)
        throw new SolanaWalletResponseError({ wallet: wallet.name, missing: 'signature' })
      const signature = getBase58Decoder().decode(output.signature)
      for (const listener of listeners.get('pendingTransaction') ?? []) listener(signature)
      return signature
    },
    sendTransaction: async (transaction, connection, options) => {
      const [signed] = await signTransactions([transaction])
      return connection.sendRawTransaction(toBytes(signed as AnySolanaTransaction), options)
    },
    on: (event, listener) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
    },
    request: () => Promise.reject(new UnsupportedWalletMethodError('request')),
  }
  return Object.assign(provider, {
    /** Lets the adapter tell the dapp's listeners about changes. */
    [emitSymbol]: (event: ProviderEvent, ...args: unknown[]) => {
      for (const listener of listeners.get(event) ?? []) listener(...args)
    },
  })
}

/** Emits `event` to the listeners the dapp registered on `provider`. */
export function emitProviderEvent(
  provider: SolanaProvider,
  event: ProviderEvent,
  ...args: unknown[]
) {
  ;(provider as unknown as Record<symbol, (event: ProviderEvent, ...args: unknown[]) => void>)[
    emitSymbol
  ]?.(event, ...args)
}
