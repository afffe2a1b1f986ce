import { ChainNotSupportedError, UserRejectedRequestError } from '@airlock/core'
import { isWalletRejection, NoNetworkError } from '@airlock/core/adapter'
import { WalletConnectNoSessionError } from '@airlock/core/walletconnect'
import { BitcoinAccountMissingError } from '../errors.js'
import type { BitcoinAccountAddress } from '../types.js'
import { base64ToBytes, bytesToBase64, sortAccounts } from '../walletSurface.js'
import type {
  CreateWalletConnectSurfaceParameters,
  WalletConnectRequests,
} from './createWalletConnectSurface.js'

type AddressAnswer = { address: string; publicKey?: string; path?: string; intention?: string }

/**
 * The WalletConnect wallet's work, loaded on its first use: restoring or proposing the session,
 * and WalletConnect's Bitcoin RPC requests on the active network's chain.
 */
export function createWalletConnectRequests(
  parameters: CreateWalletConnectSurfaceParameters,
): WalletConnectRequests {
  const { client } = parameters
  client.subscribe((event) => {
    if (event.type === 'uri') parameters.onDisplayUri(event.uri)
  })
  const chainOf = (): string => {
    const network = parameters.getNetwork() ?? parameters.networks[0]
    if (!network) throw new NoNetworkError({ namespace: 'bip122' })
    return network.caipNetworkId
  }
  /** The session's bip122 address on the active chain (its first account otherwise). */
  const sessionAddress = (): string | undefined => {
    const accounts = client.getSession()?.namespaces.bip122?.accounts ?? []
    const chain = chainOf()
    const account = accounts.find((item) => item.startsWith(`${chain}:`)) ?? accounts[0]
    return account?.split(':').at(-1)
  }
  const send = async <result>(method: string, params: unknown): Promise<result> => {
    try {
      return await client.request<result>({ chainId: chainOf(), method, params })
    } catch (error) {
      throw asRejection(error)
    }
  }
  const requireAddress = (method: string): string => {
    const address = sessionAddress()
    if (!address) throw new WalletConnectNoSessionError(method)
    return address
  }
  /** Payment and ordinals from the wallet; the session's account alone if it does not answer. */
  const accounts = async (): Promise<BitcoinAccountAddress[]> => {
    const account = sessionAddress()
    if (!account) return []
    try {
      const answer = await send<AddressAnswer[]>('getAccountAddresses', {
        account,
        intentions: ['payment', 'ordinal'],
      })
      const listed = answer.map(
        (item): BitcoinAccountAddress => ({
          address: item.address,
          ...(item.publicKey ? { publicKey: item.publicKey } : {}),
          ...(item.path ? { path: item.path } : {}),
          purpose: item.intention === 'ordinal' ? 'ordinal' : 'payment',
        }),
      )
      if (listed.some((item) => item.address === account)) return sortAccounts(listed)
    } catch {
      // A wallet without getAccountAddresses: the session's account is the payment address.
    }
    return [{ address: account, purpose: 'payment' }]
  }

  return {
    async connect() {
      const restored = await client.restore()
      if (!restored?.namespaces.bip122?.accounts.length) {
        try {
          await client.connect()
        } catch (error) {
          throw asRejection(error)
        }
      }
      const found = await accounts()
      if (found.length === 0) throw new BitcoinAccountMissingError({ wallet: 'WalletConnect' })
      return found
    },
    async getAccounts() {
      await client.restore()
      return accounts()
    },
    disconnect: () => client.disconnect(),
    async signMessage({ address, message, protocol }) {
      const answer = await send<{ signature: string }>('signMessage', {
        account: requireAddress('signMessage'),
        address,
        message,
        protocol,
      })
      return toBase64Signature(answer.signature)
    },
    async signPsbt({ psbt, signInputs }) {
      const answer = await send<{ psbt: string }>('signPsbt', {
        account: requireAddress('signPsbt'),
        psbt,
        signInputs: signInputs.map((input) => ({
          address: input.address,
          index: input.index,
          ...(input.sighashTypes ? { sighashTypes: [...input.sighashTypes] } : {}),
        })),
        broadcast: false,
      })
      return answer.psbt
    },
    async sendTransfer({ amount, recipient }) {
      const answer = await send<{ txid: string }>('sendTransfer', {
        account: requireAddress('sendTransfer'),
        recipientAddress: recipient,
        amount,
      })
      return answer.txid
    },
    async switchChain({ chain, caipNetworkId }) {
      // The session spans the chains the wallet approved: requests follow the adapter's active
      // network, so a switch needs an account of the session on the target chain.
      const accounts = client.getSession()?.namespaces.bip122?.accounts ?? []
      if (!accounts.some((account) => account.startsWith(`${caipNetworkId}:`))) {
        throw new ChainNotSupportedError(
          chain,
          undefined,
          `The WalletConnect session has no account on ${caipNetworkId}`,
        )
      }
    },
    request: (method, params) => send(method, params),
  }
}

/** WalletConnect's Bitcoin RPC answers hex; the connector's shape is base64 (as other wallets). */
function toBase64Signature(signature: string): string {
  if (/^([0-9a-f]{2})+$/i.test(signature)) {
    return bytesToBase64(
      Uint8Array.from(signature.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16)),
    )
  }
  // Already base64: checked by decoding.
  base64ToBytes(signature)
  return signature
}

/**
 * A refusal over WalletConnect arrives inside the client's error (the wallet's 4001 or "User
 * rejected", or the relay's `Connection request reset`), which the client's own error class would
 * hide from the adapter's mapping: it becomes core's UserRejectedRequestError here, the error kept
 * as cause.
 */
function asRejection(error: unknown): unknown {
  if (error instanceof UserRejectedRequestError) return error
  const message = String((error as { message?: unknown } | null)?.message ?? error)
  if (isWalletRejection(error, 'bip122') || /connection request reset/i.test(message)) {
    return new UserRejectedRequestError(error)
  }
  return error
}
