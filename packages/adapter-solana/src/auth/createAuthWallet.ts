import { type AuthProvider, ID_AUTH } from '@airlock/core'
import { getBase58Decoder, getBase58Encoder, getBase64Decoder } from '@solana/kit'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { SolanaWalletNotFoundError, SolanaWalletResponseError } from '../errors.js'
import { solanaRpc } from '../solanaRpc.js'

export type CreateAuthWalletParameters = {
  /** Core's auth provider (`context.authProvider`): the wallet frame of an email or social login. */
  provider: AuthProvider
  /** The CAIP-2 id (`solana:<genesis>`) of the network the dapp is on. */
  getChainId: () => string
  /** The RPC URL a signed transaction is sent to (the dapp's), and the frame simulates it on. */
  getRpcUrl: () => string
}

export type CreateAuthWalletReturnType = Wallet

type SendOptions = {
  skipPreflight?: boolean
  preflightCommitment?: string
  maxRetries?: number
  minContextSlot?: number
}

const authWallets = new WeakSet<Wallet>()

/** How errors name the embedded wallet's signer. */
const frame = 'The wallet frame'

/** Whether `wallet` is the embedded wallet of the auth connector (its connector id is ID_AUTH). */
export function isAuthWallet(wallet: Wallet): boolean {
  return authWallets.has(wallet)
}

const walletChains = [
  'solana:mainnet',
  'solana:devnet',
  'solana:testnet',
  'solana:localnet',
] as const

// A key in a circle: the embedded wallet has no icon of its own.
const icon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PGNpcmNsZSBjeD0iMTIiIGN5PSIxMiIgcj0iMTEiIGZpbGw9IiM4ODgiLz48L3N2Zz4=' as const

/**
 * The embedded wallet's Solana account (the same entropy as its EVM account, ed25519, kept in the
 * wallet frame) as a Wallet Standard wallet, so the adapter connects and signs with it as with any
 * other Solana wallet. Every signature is approved by the visitor inside the frame; the key never
 * leaves it. `signAndSendTransaction` signs in the frame and sends the signed bytes through the
 * dapp's RPC URL: the frame sends nothing to a Solana node; it only simulates a transaction there
 * for its approval (where its CSP lists the node).
 *
 * @example const wallet = createAuthWallet({ provider, getChainId, getRpcUrl })
 */
export function createAuthWallet(
  parameters: CreateAuthWalletParameters,
): CreateAuthWalletReturnType {
  const { provider } = parameters
  const base58 = { encode: getBase58Decoder(), decode: getBase58Encoder() }
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  let account: WalletAccount | undefined

  const announce = () => {
    for (const listener of listeners) listener({ accounts: account ? [account] : [] })
  }
  // A sign-out anywhere (the EVM side, another tab's disconnect) ends the Solana account too.
  provider.on('accountsChanged', (accounts: string[]) => {
    if (accounts.length > 0 || !account) return
    account = undefined
    announce()
  })

  const toAccount = (address: string): WalletAccount => ({
    address,
    publicKey: Uint8Array.from(base58.decode.encode(address)),
    chains: walletChains,
    features: ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'],
  })

  const request = (method: string, params: unknown) =>
    provider.requestSolana({
      method,
      params,
      chainId: parameters.getChainId(),
      // The frame simulates a transaction on it for the approval.
      rpcUrl: parameters.getRpcUrl(),
    })

  const signedWire = (answer: unknown, key: 'transaction'): Uint8Array => {
    const value = (answer as Record<string, unknown> | null)?.[key]
    if (typeof value !== 'string')
      throw new SolanaWalletResponseError({ wallet: frame, missing: key })
    return Uint8Array.from(base58.decode.encode(value))
  }

  const signTransactions = async (transactions: readonly Uint8Array[]): Promise<Uint8Array[]> => {
    const wires = transactions.map((transaction) => base58.encode.decode(transaction))
    if (wires.length === 1)
      return [
        signedWire(
          await request('solana_signTransaction', { transaction: wires[0] }),
          'transaction',
        ),
      ]
    // Several transactions: one approval in the frame for all of them.
    const answer = (await request('solana_signAllTransactions', { transactions: wires })) as {
      transactions?: unknown
    } | null
    const signed = answer?.transactions
    if (!Array.isArray(signed) || signed.length !== wires.length)
      throw new SolanaWalletResponseError({ wallet: frame, missing: 'transactions' })
    return signed.map((wire) => signedWire({ transaction: wire }, 'transaction'))
  }

  const requireAccount = (): WalletAccount => {
    if (!account) throw new SolanaWalletNotFoundError({ connectorId: ID_AUTH })
    return account
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Email',
    icon,
    chains: walletChains,
    get accounts() {
      return account ? [account] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          // The login (or, silently, the restored login) first; then its Solana account.
          const user =
            provider.user ?? (input?.silent ? await provider.reconnect() : await provider.connect())
          if (!user) return { accounts: [] }
          const { address } = await provider.getSolanaAccount({ chainId: parameters.getChainId() })
          const changed = account?.address !== address
          account = toAccount(address)
          if (changed) announce()
          return { accounts: [account] }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          account = undefined
          await provider.disconnect()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (
          _event: 'change',
          listener: (properties: { accounts?: readonly WalletAccount[] }) => void,
        ) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
          const outputs = []
          for (const input of inputs) {
            const answer = (await request('solana_signMessage', {
              message: base58.encode.decode(input.message),
              pubkey: requireAccount().address,
            })) as { signature?: unknown } | null
            if (typeof answer?.signature !== 'string')
              throw new SolanaWalletResponseError({ wallet: frame, missing: 'signature' })
            outputs.push({
              signedMessage: input.message,
              signature: Uint8Array.from(base58.decode.encode(answer.signature)),
            })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signTransaction: async (...inputs: { transaction: Uint8Array }[]) => {
          requireAccount()
          const signed = await signTransactions(inputs.map((input) => input.transaction))
          return signed.map((signedTransaction) => ({ signedTransaction }))
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (
          ...inputs: { transaction: Uint8Array; options?: SendOptions }[]
        ) => {
          requireAccount()
          const outputs = []
          for (const input of inputs) {
            const [signed] = await signTransactions([input.transaction])
            const { options = {} } = input
            // Signed in the frame; sent here, through the dapp's RPC URL.
            const signature = await solanaRpc<string>(parameters.getRpcUrl(), 'sendTransaction', [
              getBase64Decoder().decode(signed as Uint8Array),
              {
                encoding: 'base64',
                ...(options.skipPreflight === undefined
                  ? {}
                  : { skipPreflight: options.skipPreflight }),
                preflightCommitment: options.preflightCommitment ?? 'confirmed',
                ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
                ...(options.minContextSlot === undefined
                  ? {}
                  : { minContextSlot: options.minContextSlot }),
              },
            ])
            outputs.push({ signature: Uint8Array.from(base58.decode.encode(signature)) })
          }
          return outputs
        },
      },
    },
  }
  authWallets.add(wallet)
  return wallet
}
