import { UserRejectedRequestError } from '@airlock/core'
import { isWalletRejection } from '@airlock/core/adapter'
import type { WalletConnectClient } from '@airlock/core/walletconnect'
import {
  getBase58Decoder,
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  getTransactionEncoder,
} from '@solana/kit'
import type { WalletAccount } from '@wallet-standard/base'
import type {
  SignMessageInput,
  TransactionInput,
  WalletConnectWalletHost,
} from './createWalletConnectWallet.js'

const walletFeatures = [
  'solana:signMessage',
  'solana:signTransaction',
  'solana:signAndSendTransaction',
] as const

const base58 = { toText: getBase58Decoder(), toBytes: getBase58Encoder() }
const base64 = { toText: getBase64Decoder(), toBytes: getBase64Encoder() }

/**
 * The WalletConnect wallet's features, loaded on first use: turns the shared client's events
 * into Wallet Standard `change` events (the adapter set the solana namespace at setup), and sends
 * WalletConnect's `solana_signMessage`, `solana_signTransaction` and
 * `solana_signAndSendTransaction` for the active network.
 */
export function createWalletConnectFeatures(host: WalletConnectWalletHost) {
  const client = host.getClient()
  client.subscribe((event) => {
    switch (event.type) {
      case 'uri':
        host.onDisplayUri(event.uri)
        return
      case 'accountsChanged':
        if (event.namespace === 'solana') host.setAccounts(accountsOf(client, host))
        return
      case 'session': {
        const accounts = accountsOf(client, host)
        if (accounts.length > 0) host.setAccounts(accounts)
        return
      }
      case 'disconnect':
        host.setAccounts([])
        return
    }
  })
  const chainId = () =>
    host.getNetwork()?.caipNetworkId ?? host.networks[0]?.caipNetworkId ?? 'solana:unknown'
  const request = <T>(method: string, params: unknown) =>
    client.request<T>({ chainId: chainId(), method, params }).catch((error: unknown) => {
      throw asRejection(error)
    })

  return {
    /** The session's Solana accounts; proposes a session first unless `silent` or one is live. */
    async connect(silent: boolean): Promise<readonly WalletAccount[]> {
      const session = await client.restore()
      // A session without the solana namespace (an EVM wallet's) is not proposed again here.
      if (!session && !silent) {
        try {
          await client.connect()
        } catch (error) {
          throw asRejection(error)
        }
      }
      const accounts = accountsOf(client, host)
      host.setAccounts(accounts)
      return accounts
    },
    disconnect: () => client.disconnect(),
    signMessage: (inputs: SignMessageInput[]) =>
      Promise.all(
        inputs.map(async ({ account, message }) => {
          const { signature } = await request<{ signature: string }>('solana_signMessage', {
            message: base58.toText.decode(message),
            pubkey: account.address,
          })
          return {
            signedMessage: message,
            signature: Uint8Array.from(base58.toBytes.encode(signature)),
          }
        }),
      ),
    signTransaction: (inputs: TransactionInput[]) =>
      Promise.all(
        inputs.map(async ({ account, transaction }) => {
          const result = await request<{ signature: string; transaction?: string }>(
            'solana_signTransaction',
            { transaction: base64.toText.decode(transaction) },
          )
          // Wallets answer with the signed transaction, or (older ones) only the signature.
          const signedTransaction = result.transaction
            ? Uint8Array.from(base64.toBytes.encode(result.transaction))
            : withSignature(transaction, account.address, result.signature)
          return { signedTransaction }
        }),
      ),
    signAndSendTransaction: (inputs: TransactionInput[]) =>
      Promise.all(
        inputs.map(async ({ transaction, options }) => {
          const { signature } = await request<{ signature: string }>(
            'solana_signAndSendTransaction',
            {
              transaction: base64.toText.decode(transaction),
              ...(options ? { sendOptions: options } : {}),
            },
          )
          return { signature: Uint8Array.from(base58.toBytes.encode(signature)) }
        }),
      ),
  }
}

/** The session's solana accounts on the active chain (each once), as Wallet Standard accounts. */
function accountsOf(client: WalletConnectClient, host: WalletConnectWalletHost): WalletAccount[] {
  const accounts = client.getSession()?.namespaces.solana?.accounts ?? []
  const chain = host.getNetwork()?.caipNetworkId
  const onChain = accounts.filter((account) => !chain || account.startsWith(`${chain}:`))
  const addresses = [...new Set((onChain.length > 0 ? onChain : accounts).map(toAddress))]
  return addresses.map((address) => ({
    address,
    publicKey: Uint8Array.from(base58.toBytes.encode(address)),
    chains: host.networks.map((network) => network.caipNetworkId as `${string}:${string}`),
    features: walletFeatures,
  }))
}

function toAddress(account: string): string {
  return account.split(':').at(-1) ?? account
}

/** Puts `signature` (base58) into the wire transaction's slot for `signer`. */
function withSignature(wire: Uint8Array, signer: string, signature: string): Uint8Array {
  const transaction = getTransactionDecoder().decode(wire)
  return Uint8Array.from(
    getTransactionEncoder().encode({
      ...transaction,
      signatures: { ...transaction.signatures, [signer]: base58.toBytes.encode(signature) },
    } as never),
  )
}

/**
 * A refusal in the wallet arrives inside the client's error (the wallet's 4001 or "User rejected",
 * or the relay's `Connection request reset`), which the client's own error class would hide from
 * the adapter's mapping: it becomes core's UserRejectedRequestError (4001) here, as a browser
 * wallet's refusal does, the error kept as cause.
 */
function asRejection(error: unknown): unknown {
  if (error instanceof UserRejectedRequestError) return error
  const message = String((error as { message?: unknown } | null)?.message ?? error)
  if (isWalletRejection(error, 'solana') || /connection request reset/i.test(message)) {
    return new UserRejectedRequestError(error)
  }
  return error
}
