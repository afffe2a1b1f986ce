import type { CaipNetwork } from '@airlock/core'
import { createLazyLoader } from '@airlock/core/adapter'
import type { WalletConnectClient } from '@airlock/core/walletconnect'
import type { Eip1193Provider } from './types.js'

export type CreateWalletConnectProviderParameters = {
  /** The instance's shared client (the sign client behind it loads on the first request). */
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
 * adapters treat it as one more wallet (and `new BrowserProvider(provider)` works on it).
 * `eth_requestAccounts` restores a live session or proposes one (the pairing URI goes to
 * `onDisplayUri`); `eth_accounts` only restores; `wallet_revokePermissions` ends the session.
 * Listing it costs nothing: the request handling loads on the first request.
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
  const requests = createLazyLoader(() =>
    import('./createWalletConnectRequest.js').then(({ createWalletConnectRequest }) =>
      createWalletConnectRequest({ ...parameters, emit }),
    ),
  )
  return {
    isWalletConnect: true,
    request: async (call) => (await requests.load())(call),
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
