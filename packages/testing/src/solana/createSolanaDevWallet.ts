import { ed25519 } from '@noble/curves/ed25519'
import { getBase64Decoder } from '@solana/kit'
import { devWalletIcon } from '../wallet/devWalletIcon.js'
import { signSolanaTransaction } from './signSolanaTransaction.js'
import { toBase58 } from './solanaDevAccounts.js'

/** Wallet Standard chain ids the dev wallet serves, with the RPC it sends transactions to. */
export type SolanaDevWalletChains = Partial<Record<`solana:${string}`, string>>

export type CreateSolanaDevWalletParameters = {
  /** The ed25519 private key seed, 64 hex characters. */
  seedHex: string
  /** Seeds of more accounts the user can switch to (`selectAccount`). Default: none. */
  otherSeedsHex?: readonly string[] | undefined
  /** Default: `{ 'solana:localnet': 'http://127.0.0.1:8899' }`. */
  chains?: SolanaDevWalletChains | undefined
  /** Default: 'Airlock Dev Wallet' (the EVM dev wallet's name, so the modal lists one wallet). */
  name?: string | undefined
  /** Where the authorisation survives a reload; `null` keeps it in memory. Default: none. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null | undefined
}

/** A request the page made to the wallet. */
export type SolanaDevWalletRequest = { feature: string; rejected: boolean }

/** A Wallet Standard wallet object, plus controls for tests. */
export type SolanaDevWallet = {
  wallet: SolanaStandardWallet
  address: string
  /** The next prompting request (connect, sign, send) fails with code 4001. */
  rejectNextRequest: () => void
  /** The wallet drops the site: the page receives a `change` event with no accounts. */
  disconnect: () => void
  /** The user picks account `index` (0 is `seedHex`'s, then `otherSeedsHex`'); a connected page gets a `change` event. */
  selectAccount: (index: number) => void
  requests: () => SolanaDevWalletRequest[]
}

type Account = {
  address: string
  publicKey: Uint8Array
  chains: readonly `solana:${string}`[]
  features: readonly `${string}:${string}`[]
  label?: string
  icon?: `data:image/${string}`
}
type ChangeListener = (properties: { accounts?: readonly Account[] }) => void

/** The Wallet Standard shape the dev wallet implements (`@wallet-standard/base`'s `Wallet`). */
export type SolanaStandardWallet = {
  readonly version: '1.0.0'
  readonly name: string
  readonly icon: `data:image/${string}`
  readonly chains: readonly `solana:${string}`[]
  readonly accounts: readonly Account[]
  readonly features: Record<string, unknown>
}

const storageKey = 'airlock.solanaDevWallet.authorised'

/** An error with the EIP-1193-style code wallets use for a refusal. */
function rejection(): Error {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 })
}

function fromHex(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2)
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16)
  }
  return bytes
}

/**
 * Airlock Dev Wallet for Solana: a Wallet Standard wallet backed by a local ed25519 key. It
 * approves everything (unless told to reject the next request), signs messages and transactions
 * (legacy and v0), and sends them to the chain's RPC. A silent connect (a page reload) succeeds
 * only once the site was authorised.
 *
 * @example
 * const dev = createSolanaDevWallet({ seedHex })
 * registerWallet(dev.wallet) // from @wallet-standard/wallet
 */
export function createSolanaDevWallet({
  seedHex,
  otherSeedsHex = [],
  chains = { 'solana:localnet': 'http://127.0.0.1:8899' },
  name = 'Airlock Dev Wallet',
  storage = null,
}: CreateSolanaDevWalletParameters): SolanaDevWallet {
  const seeds = [seedHex, ...otherSeedsHex].map(fromHex)
  const chainIds = Object.keys(chains) as `solana:${string}`[]
  const allAccounts: Account[] = seeds.map((seed) => {
    const publicKey = ed25519.getPublicKey(seed)
    return Object.freeze({
      address: toBase58(publicKey),
      publicKey,
      chains: chainIds,
      features: [
        'solana:signAndSendTransaction',
        'solana:signTransaction',
        'solana:signMessage',
      ] as const,
    })
  })
  let selected = 0
  const current = () => allAccounts[selected] as Account
  const currentSeed = () => seeds[selected] as Uint8Array
  const listeners = new Set<ChangeListener>()
  const log: SolanaDevWalletRequest[] = []
  let rejectNext = false
  let accounts: readonly Account[] = storage?.getItem(storageKey) === '1' ? [current()] : []

  const setAccounts = (next: readonly Account[]) => {
    accounts = next
    if (next.length > 0) storage?.setItem(storageKey, '1')
    else storage?.removeItem(storageKey)
    for (const listener of listeners) listener({ accounts })
  }
  /** Counts a prompting request; throws when it is to be rejected. */
  const prompt = (feature: string) => {
    const rejected = rejectNext
    rejectNext = false
    log.push({ feature, rejected })
    if (rejected) throw rejection()
  }
  const requireAuthorised = () => {
    if (accounts.length === 0) throw new Error('The site is not connected to this wallet')
  }
  const rpc = async (chain: string, method: string, params: unknown[]) => {
    const url = chains[chain as `solana:${string}`]
    if (!url) throw new Error(`The wallet does not serve ${chain}`)
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message: string } }
    if (body.error) throw new Error(body.error.message)
    return body.result
  }

  const wallet: SolanaStandardWallet = {
    version: '1.0.0',
    name,
    icon: devWalletIcon as `data:image/${string}`,
    chains: chainIds,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async ({ silent }: { silent?: boolean } = {}) => {
          if (silent) return { accounts }
          prompt('standard:connect')
          setAccounts([current()])
          return { accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          if (accounts.length > 0) setAccounts([])
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (event: string, listener: ChangeListener) => {
          if (event !== 'change') return () => {}
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.0.0',
        signMessage: async (...inputs: { message: Uint8Array }[]) => {
          requireAuthorised()
          prompt('solana:signMessage')
          return inputs.map(({ message }) => ({
            signedMessage: message,
            signature: ed25519.sign(message, currentSeed()),
            signatureType: 'ed25519',
          }))
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
          requireAuthorised()
          prompt('solana:signTransaction')
          return inputs.map(({ transaction }) => ({
            signedTransaction: signSolanaTransaction(transaction, currentSeed()),
          }))
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (
          ...inputs: {
            transaction: Uint8Array
            chain: string
            options?: { skipPreflight?: boolean; preflightCommitment?: string }
          }[]
        ) => {
          requireAuthorised()
          prompt('solana:signAndSendTransaction')
          const results: { signature: Uint8Array }[] = []
          for (const { transaction, chain, options } of inputs) {
            const signed = signSolanaTransaction(transaction, currentSeed())
            const signature = (await rpc(chain, 'sendTransaction', [
              getBase64Decoder().decode(signed),
              { encoding: 'base64', skipPreflight: options?.skipPreflight ?? false },
            ])) as string
            results.push({ signature: fromBase58(signature) })
          }
          return results
        },
      },
    },
  }

  return {
    wallet,
    address: current().address,
    rejectNextRequest: () => {
      rejectNext = true
    },
    disconnect: () => setAccounts([]),
    selectAccount: (index) => {
      if (!allAccounts[index]) throw new Error(`The wallet has no account ${index}`)
      selected = index
      if (accounts.length > 0) setAccounts([current()])
    },
    requests: () => [...log],
  }
}

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function fromBase58(text: string): Uint8Array {
  let value = 0n
  for (const char of text) {
    const digit = alphabet.indexOf(char)
    if (digit < 0) throw new Error('Invalid base58')
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  for (const char of text) {
    if (char !== '1') break
    bytes.unshift(0)
  }
  return Uint8Array.from(bytes)
}
