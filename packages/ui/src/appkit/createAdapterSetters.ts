import {
  type AppKit,
  type AppKitNetwork,
  addNetwork,
  type CaipAddress,
  type ChainNamespace,
  type Connector,
  openModal,
  pushView,
  removeNetwork,
  reportModalLoadError,
} from '@airlock/core'
import { loadLazyActions } from './loadLazyActions.js'
import type { Connection, ConnectionStatus, User, WalletInfo } from './types.js'

/**
 * The setters AppKit's adapters call on its instance to write its state. Airlock's adapters report
 * to core through their context instead, so those that state what a wallet did (its account,
 * status, connectors, connections) change nothing here; the ones with a counterpart in core's
 * actions take it.
 */
export type AppKitAdapterSetters = {
  /** The networks of `namespace` become `caipNetworks` (added and removed as with addNetwork). */
  setRequestedCaipNetworks: (caipNetworks: AppKitNetwork[], namespace: ChainNamespace) => void
  /** Makes `caipNetwork` active, as `switchNetwork` does (a connected wallet is asked). */
  setCaipNetwork: (caipNetwork: AppKitNetwork | undefined) => void
  /** Makes `caipNetwork` the network of `namespace`, as `switchNetwork` does. */
  setCaipNetworkOfNamespace: (caipNetwork: AppKitNetwork, namespace: ChainNamespace) => void
  /** Reads the balance of `namespace`'s account again: the chain's, not the one given. */
  setBalance: (balance: string, balanceSymbol: string, namespace: ChainNamespace) => void
  /**
   * AppKit: forgets the networks a WalletConnect session approved. There are no such limits here,
   * so the namespace already is as this leaves it.
   */
  resetNetwork: (namespace: ChainNamespace) => void
  /** Shows the embedded wallet's approval (ApproveTransaction) while a request waits for one. */
  handleUnsafeRPCRequest: () => void
  /** Ignored: the adapter reports the account. */
  setCaipAddress: (
    caipAddress: CaipAddress | null,
    namespace: ChainNamespace,
    shouldRefresh?: boolean,
  ) => void
  /** Ignored: the name comes from your Airlock server or ENS (`fetchIdentity`). */
  setProfileName: (profileName: string | null, namespace: ChainNamespace) => void
  /** Ignored: the avatar comes from ENS (`fetchIdentity`). */
  setProfileImage: (profileImage: string | null, namespace: ChainNamespace) => void
  /** Ignored: the embedded wallet's frame reports its user. */
  setUser: (user: User | null, namespace: ChainNamespace) => void
  /** Ignored: the adapter reports a disconnection. */
  resetAccount: (namespace: ChainNamespace) => void
  /** Ignored: the adapter reports the connection's status. */
  setStatus: (status: ConnectionStatus | undefined, namespace: ChainNamespace) => void
  /** Ignored: each adapter reports its connectors. */
  setConnectors: (connectors: Connector[]) => void
  /** Ignored: each adapter reports its connectors. */
  addConnector: (connector: Connector) => void
  /** Ignored: the adapters report the live connections. */
  setConnections: (connections: Connection[], namespace: ChainNamespace) => void
  /** Ignored: the connector tells which wallet is connected. */
  setConnectedWalletInfo: (walletInfo: WalletInfo | null, namespace: ChainNamespace) => void
  /** Ignored: the link follows the network's block explorer. */
  setAddressExplorerUrl: (addressExplorerUrl: string, namespace: ChainNamespace) => void
  /** Ignored: the embedded wallet's frame reports its smart account. */
  setSmartAccountDeployed: (isDeployed: boolean, namespace: ChainNamespace) => void
}

/** AppKit's adapter-facing setters for `appKit`. */
export function createAdapterSetters(appKit: AppKit): AppKitAdapterSetters {
  const { state } = appKit
  // What a wallet did reaches core from its adapter alone: a second writer would contradict it.
  const ignored =
    (name: string) =>
    (..._arguments: unknown[]): void => {
      if (appKit.options.debug)
        console.warn(
          `Airlock: ${name}() is one of AppKit's adapter setters; Airlock's adapters report this themselves, so it changes nothing here.`,
        )
    }
  const moveTo = (network: AppKitNetwork | undefined) => {
    if (!network) return
    loadLazyActions().then(
      ({ switchNetwork }) => switchNetwork(appKit, { network, throwOnFailure: false }),
      (error: unknown) => reportModalLoadError(appKit, error),
    )
  }
  return {
    setRequestedCaipNetworks: (caipNetworks, namespace) => {
      // Added first, so the namespace never runs out of networks on the way.
      for (const network of caipNetworks) addNetwork(appKit, { namespace, network })
      const kept = new Set(caipNetworks.map((network) => String(network.id)))
      for (const network of appKit.options.networks) {
        if (network.chainNamespace === namespace && !kept.has(String(network.id)))
          removeNetwork(appKit, { namespace, networkId: network.id })
      }
    },
    setCaipNetwork: moveTo,
    setCaipNetworkOfNamespace: (caipNetwork) => moveTo(caipNetwork),
    setBalance: (_balance, _symbol, namespace) => {
      if (!state.chains[namespace]?.account.address) return
      loadLazyActions().then(
        ({ fetchBalance }) => fetchBalance(appKit, { namespace, force: true }).catch(() => {}),
        (error: unknown) => reportModalLoadError(appKit, error),
      )
    },
    resetNetwork: () => {},
    handleUnsafeRPCRequest: () => {
      if (!state.auth.frameVisible && state.auth.pendingApprovals === 0) return
      if (!state.modal.open) openModal(appKit, { view: 'ApproveTransaction' })
      else if (state.router.view !== 'ApproveTransaction')
        pushView(appKit, { view: 'ApproveTransaction' })
    },
    setCaipAddress: ignored('setCaipAddress'),
    setProfileName: ignored('setProfileName'),
    setProfileImage: ignored('setProfileImage'),
    setUser: ignored('setUser'),
    resetAccount: ignored('resetAccount'),
    setStatus: ignored('setStatus'),
    setConnectors: ignored('setConnectors'),
    addConnector: ignored('addConnector'),
    setConnections: ignored('setConnections'),
    setConnectedWalletInfo: ignored('setConnectedWalletInfo'),
    setAddressExplorerUrl: ignored('setAddressExplorerUrl'),
    setSmartAccountDeployed: ignored('setSmartAccountDeployed'),
  }
}
