import { UserRejectedRequestError } from '@airlock/core'
import { toProviderRpcError } from '@airlock/core/adapter'
import type { WalletConnectClient } from '@airlock/core/walletconnect'
import type { CreateWalletConnectProviderParameters } from './createWalletConnectProvider.js'
import type { Eip1193Provider } from './types.js'

export type CreateWalletConnectRequestParameters = CreateWalletConnectProviderParameters & {
  /** Gives an EIP-1193 event to the provider's listeners. */
  emit: (event: 'accountsChanged' | 'chainChanged' | 'disconnect', value: unknown) => void
}

/**
 * The `request` of the WalletConnect provider, loaded on its first call: turns the shared
 * client's events into EIP-1193 events (the adapter set the eip155 namespace at setup), and answers
 * `eth_requestAccounts` (restore or propose), `eth_accounts` (restore only), `eth_chainId`,
 * `wallet_revokePermissions` (ends the session) and the rest through the client.
 */
export function createWalletConnectRequest(
  parameters: CreateWalletConnectRequestParameters,
): Eip1193Provider['request'] {
  const { emit } = parameters
  const wallet = parameters.getClient()
  wallet.subscribe((event) => {
    switch (event.type) {
      case 'uri':
        parameters.onDisplayUri(event.uri)
        return
      case 'accountsChanged':
        if (event.namespace === 'eip155') emit('accountsChanged', event.accounts)
        return
      case 'chainChanged':
        if (event.chainId.startsWith('eip155:')) {
          emit('chainChanged', toHex(Number(event.chainId.slice('eip155:'.length))))
        }
        return
      case 'session': {
        const accounts = accountsOf(wallet)
        if (accounts.length > 0) emit('accountsChanged', accounts)
        return
      }
      case 'disconnect':
        emit('disconnect', undefined)
        return
    }
  })
  const chainOf = (): string =>
    wallet.getChainId('eip155') ?? `eip155:${parameters.networks[0]?.id ?? 1}`

  return async ({ method, params }) => {
    switch (method) {
      case 'eth_accounts':
        await wallet.restore()
        return accountsOf(wallet)
      case 'eth_requestAccounts': {
        const restored = await wallet.restore()
        if (!restored?.namespaces.eip155?.accounts.length) {
          try {
            await wallet.connect()
          } catch (error) {
            throw asRejection(error)
          }
        }
        return accountsOf(wallet)
      }
      case 'eth_chainId':
        await wallet.restore()
        return toHex(Number(chainOf().split(':')[1]))
      case 'wallet_revokePermissions':
        await wallet.disconnect()
        return null
      default:
        try {
          return await wallet.request({ chainId: chainOf(), method, params })
        } catch (error) {
          throw asRejection(error)
        }
    }
  }
}

/** The session's eip155 accounts on its active chain (plain addresses, each once). */
function accountsOf(client: WalletConnectClient): string[] {
  const accounts = client.getSession()?.namespaces.eip155?.accounts ?? []
  const chainId = client.getChainId('eip155')
  const onChain = accounts.filter((account) => !chainId || account.startsWith(`${chainId}:`))
  return [...new Set((onChain.length > 0 ? onChain : accounts).map(toAddress))]
}

function toAddress(account: string): string {
  return account.split(':').at(-1) ?? account
}

function toHex(value: number): string {
  return `0x${value.toString(16)}`
}

/**
 * A wallet's refusal over WalletConnect arrives as a plain error (`User rejected`, or the relay's
 * `Connection request reset`): it gets the EIP-1193 code 4001, so the adapter maps it as it maps an
 * injected wallet's refusal.
 */
function asRejection(error: unknown): unknown {
  const message = String((error as { message?: unknown } | null)?.message ?? error)
  if ((error as { code?: unknown } | null)?.code === 4001) return error
  if (!/(user rejected|connection request reset)/i.test(message)) return error
  // EIP-1193's own error shape (numeric code 4001), Airlock's UserRejectedRequestError as its cause.
  return toProviderRpcError(new UserRejectedRequestError(error))
}
