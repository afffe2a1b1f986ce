import type { CaipNetwork } from '@airlock/core'
import {
  eip155WalletConnectEvents,
  eip155WalletConnectMethods,
  type WalletConnectClient,
} from '@airlock/core/walletconnect'
import type { Eip1193Provider } from './types.js'

export type CreateWalletConnectProviderParameters = {
  /** The instance's shared client; asked for on the first request, so nothing loads before. */
  getClient: () => WalletConnectClient
  /** The eip155 networks the session proposes; reads go to their RPC URLs. */
  networks: readonly CaipNetwork[]
  /** Told each pairing URI (for a QR code, "Copy link" or a deep link). */
  onDisplayUri: (uri: string) => void
}

export type CreateWalletConnectProviderReturnType = Eip1193Provider & {
  on: NonNullable<Eip1193Provider['on']>
  removeListener: NonNullable<Eip1193Provider['removeListener']>
  readonly isWalletConnect: true
}

/**
 * The eip155 side of the shared WalletConnect session as an EIP-1193 provider, so the ethers
 * adapters treat it as one more wallet (and `new BrowserProvider(provider)` works on it):
 * `eth_requestAccounts` restores a live session or proposes one (the pairing URI goes to
 * `onDisplayUri`), `eth_accounts` only restores, `wallet_revokePermissions` ends the session,
 * `eth_chainId` is the session's active chain, everything else goes through the client.
 *
 * @example
 * const provider = createWalletConnectProvider({ getClient, networks, onDisplayUri: showQrCode })
 * const [address] = await provider.request({ method: 'eth_requestAccounts' })
 */
export function createWalletConnectProvider(
  parameters: CreateWalletConnectProviderParameters,
): CreateWalletConnectProviderReturnType {
  const listeners = new Map<string, Set<(value: never) => void>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) (listener as (value: unknown) => void)(value)
  }
  let client: WalletConnectClient | undefined
  const getClient = (): WalletConnectClient => {
    if (client) return client
    const created = parameters.getClient()
    created.setNamespace('eip155', {
      chains: parameters.networks.map((network) => `eip155:${network.id}`),
      methods: eip155WalletConnectMethods,
      events: eip155WalletConnectEvents,
      rpcMap: Object.fromEntries(
        parameters.networks.flatMap((network) => {
          const url = network.rpcUrls.default.http[0]
          return url ? [[String(network.id), url]] : []
        }),
      ),
    })
    created.subscribe((event) => {
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
          const accounts = accountsOf(created)
          if (accounts.length > 0) emit('accountsChanged', accounts)
          return
        }
        case 'disconnect':
          emit('disconnect', undefined)
          return
      }
    })
    client = created
    return created
  }
  const chainOf = (wallet: WalletConnectClient): string =>
    wallet.getChainId('eip155') ?? `eip155:${parameters.networks[0]?.id ?? 1}`

  return {
    isWalletConnect: true,
    async request({ method, params }) {
      const wallet = getClient()
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
          return toHex(Number(chainOf(wallet).split(':')[1]))
        case 'wallet_revokePermissions':
          await wallet.disconnect()
          return null
        default:
          try {
            return await wallet.request({ chainId: chainOf(wallet), method, params })
          } catch (error) {
            throw asRejection(error)
          }
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
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
  return Object.assign(new Error(message, { cause: error }), { code: 4001 })
}
