import type { CaipNetwork } from '@airlock/core'
import { createLazyLoader, walletConnectConnectorId } from '@airlock/core/adapter'
import type { WalletConnectClient, WalletConnectNamespace } from '@airlock/core/walletconnect'
import type { BitcoinAccountAddress } from '../types.js'
import type { BitcoinWalletSurface } from '../walletSurface.js'

export type CreateWalletConnectSurfaceParameters = {
  /** The instance's shared client: creating it loaded nothing, its sign client loads on first use. */
  client: WalletConnectClient
  /** The bip122 networks the session proposes. */
  networks: readonly CaipNetwork[]
  /** The adapter's active network: requests go to its chain. */
  getNetwork: () => CaipNetwork | undefined
  /** Told each pairing URI (for a QR code, "Copy link" or a deep link). */
  onDisplayUri: (uri: string) => void
}

/** WalletConnect's Bitcoin RPC: the wallet methods a dapp sends, and the wallet's event. */
const bip122WalletConnectMethods = [
  'getAccountAddresses',
  'signMessage',
  'signPsbt',
  'sendTransfer',
] as const
const bip122WalletConnectEvents = ['bip122_addressesChanged'] as const

/**
 * The bip122 namespace of a WalletConnect proposal: the networks' chains and WalletConnect's
 * Bitcoin RPC. Declared on the shared client at setup, so whichever adapter proposes first asks
 * for every namespace at once.
 */
export function getBip122WalletConnectNamespace(
  networks: readonly CaipNetwork[],
): WalletConnectNamespace {
  return {
    chains: networks.map((network) => network.caipNetworkId),
    methods: bip122WalletConnectMethods,
    events: bip122WalletConnectEvents,
  }
}

/** What the request module answers: the surface less what is known before it loads. */
export type WalletConnectRequests = Required<
  Omit<BitcoinWalletSurface, 'id' | 'name' | 'icon' | 'source' | 'onAccountsChanged' | 'getChain'>
>

/**
 * The bip122 side of the shared WalletConnect session as one more Bitcoin wallet: connect
 * restores a live session or proposes one, and signing, PSBTs and transfers go to the phone as
 * WalletConnect's Bitcoin RPC (`getAccountAddresses`, `signMessage`, `signPsbt`, `sendTransfer`).
 * The request handling loads on first use.
 *
 * @example
 * const surface = createWalletConnectSurface({ client, networks, getNetwork, onDisplayUri })
 */
export function createWalletConnectSurface(
  parameters: CreateWalletConnectSurfaceParameters,
): BitcoinWalletSurface {
  const { client } = parameters
  const { load } = createLazyLoader(() =>
    import('./walletConnectRequests.js').then(({ createWalletConnectRequests }) =>
      createWalletConnectRequests(parameters),
    ),
  )
  return {
    id: walletConnectConnectorId,
    name: 'WalletConnect',
    source: 'walletconnect',
    connect: async () => (await load()).connect(),
    getAccounts: async () => (await load()).getAccounts(),
    disconnect: async () => (await load()).disconnect(),
    signMessage: async (call) => (await load()).signMessage(call),
    signPsbt: async (call) => (await load()).signPsbt(call),
    sendTransfer: async (call) => (await load()).sendTransfer(call),
    switchChain: async (target) => (await load()).switchChain(target),
    // The session spans its chains; the adapter's active network picks one.
    getChain: () => undefined,
    request: async (method, params) => (await load()).request(method, params),
    onAccountsChanged: (listener) =>
      client.subscribe((event) => {
        if (event.type === 'disconnect') listener([])
        if (event.type === 'accountsChanged' && event.namespace === 'bip122') {
          listener(
            event.accounts.map(
              (address): BitcoinAccountAddress => ({ address, purpose: 'payment' }),
            ),
          )
        }
      }),
  }
}
