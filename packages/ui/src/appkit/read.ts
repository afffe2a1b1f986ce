import {
  type AppKit,
  type AppKitState,
  type ChainNamespace,
  type Connector,
  findNetwork,
  getActiveNetwork,
  type RegistryWallet,
  selectAccount,
  selectConnections,
  selectConnectorById,
  type WalletConnection,
} from '@airlock/core'
import type {
  Connection,
  ConnectionsState,
  NetworkState,
  PublicState,
  UseAppKitAccountReturn,
  WalletInfo,
  WalletItem,
} from './types.js'

// Pure readers of an instance's state (or a snapshot of it) in AppKit's shapes. The instance
// methods read the live state; the hooks read snapshots, so they re-render on change.

/** The account before anything is known, as AppKit's hooks give it without an instance. */
export const disconnectedAccount: UseAppKitAccountReturn = {
  allAccounts: [],
  caipAddress: undefined,
  address: undefined,
  isConnected: false,
  embeddedWalletInfo: undefined,
  status: undefined,
  balance: undefined,
  balanceSymbol: undefined,
}

export const unknownNetwork: NetworkState = {
  caipNetwork: undefined,
  chainId: undefined,
  caipNetworkId: undefined,
  approvedCaipNetworkIds: undefined,
  supportsAllNetworks: true,
}

export function readAccount(
  state: AppKitState,
  namespace?: ChainNamespace,
): UseAppKitAccountReturn {
  const account = selectAccount(state, namespace)
  if (!account) return disconnectedAccount
  const isConnected = account.status === 'connected'
  const chain = state.chains[namespace ?? state.activeNamespace ?? 'eip155']
  const connector = chain?.connectorId ? selectConnectorById(state, chain.connectorId) : undefined
  return {
    allAccounts: account.allAccounts,
    caipAddress: isConnected ? account.caipAddress : undefined,
    address: isConnected ? account.address : undefined,
    isConnected,
    embeddedWalletInfo:
      isConnected && connector?.type === 'AUTH'
        ? {
            // The embedded wallet's user as the wallet frame reported it (email login).
            user:
              state.auth.email || state.auth.username
                ? { email: state.auth.email, username: state.auth.username }
                : undefined,
            authProvider: state.auth.authProvider ?? 'email',
            accountType: account.preferredAccountType === 'smartAccount' ? 'smartAccount' : 'eoa',
            isSmartAccountDeployed: state.auth.smartAccountDeployed ?? false,
          }
        : undefined,
    status: account.status,
    balance: account.balance,
    balanceSymbol: account.balanceSymbol,
  }
}

export function readNetwork(appKit: AppKit, state: AppKitState): NetworkState {
  const caipNetwork = findNetwork(appKit, state.activeNetworkId)
  return {
    caipNetwork,
    chainId: caipNetwork?.id,
    caipNetworkId: caipNetwork?.caipNetworkId,
    approvedCaipNetworkIds: undefined,
    supportsAllNetworks: true,
  }
}

/** The configured network of `namespace` (with chain id `id` when given), or the active one. */
export function readCaipNetwork(
  appKit: AppKit,
  state: AppKitState,
  namespace?: ChainNamespace,
  id?: string | number,
) {
  if (!namespace) return getActiveNetwork({ options: appKit.options, state })
  const ofNamespace = appKit.options.networks.filter(
    (network) => network.chainNamespace === namespace,
  )
  return (
    ofNamespace.find((network) => network.id === id) ??
    findNetwork(appKit, state.chains[namespace]?.networkId) ??
    ofNamespace[0]
  )
}

export function readPublicState(state: AppKitState): PublicState {
  const connecting =
    state.connection.status === 'pending' && state.connection.connectorId
      ? selectConnectorById(state, state.connection.connectorId)
      : undefined
  return {
    open: state.modal.open,
    loading: state.modal.loading,
    selectedNetworkId: state.activeNetworkId,
    activeChain: state.activeNamespace,
    initialized: state.modal.initialized,
    connectingWallet: connecting ? toWalletItem(connecting, state) : undefined,
  }
}

export function readWalletInfo(
  state: AppKitState,
  namespace?: ChainNamespace,
): WalletInfo | undefined {
  const info = selectAccount(state, namespace)?.connectedWalletInfo
  return info ? { ...info } : undefined
}

/** The connected wallet's provider in `namespace` (undefined while disconnected). */
export function readProvider<T>(
  appKit: AppKit,
  state: AppKitState,
  namespace: ChainNamespace | undefined,
): { walletProvider: T | undefined; walletProviderType: string | undefined } {
  const chain = namespace ? state.chains[namespace] : undefined
  const adapter = namespace ? appKit.adapters.get(namespace) : undefined
  if (chain?.account.status !== 'connected' || !chain.connectorId || !adapter) {
    return { walletProvider: undefined, walletProviderType: undefined }
  }
  return {
    walletProvider: adapter.getProvider({ connectorId: chain.connectorId }) as T | undefined,
    walletProviderType: chain.account.connectedWalletInfo?.type,
  }
}

/** A connector in the headless API's shape. */
export function toWalletItem(connector: Connector, state: AppKitState): WalletItem {
  const parts = connector.connectors?.length ? connector.connectors : [connector]
  return {
    id: connector.id,
    name: connector.name,
    imageUrl: connector.imageUrl ?? '',
    imageId: connector.imageId,
    connectors: parts.map((part) => ({ id: part.id, rdns: part.info?.rdns, chain: part.chain })),
    walletInfo: { supportedNamespaces: [...new Set(parts.map((part) => part.chain))] },
    isInjected: connector.type === 'INJECTED' || connector.type === 'ANNOUNCED',
    isRecent: state.recentWallets.some((wallet) => wallet.id === connector.id),
  }
}

/** A wallet of the server's registry (not installed here) in the headless API's shape. */
export function registryWalletItem(wallet: RegistryWallet): WalletItem {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.imageUrl,
    imageId: wallet.image_id,
    connectors: [],
    walletInfo: {
      supportedChains: wallet.chains,
      supportedNamespaces: [
        ...new Set(wallet.chains.map((chain) => chain.split(':')[0] as ChainNamespace)),
      ],
      website: wallet.homepage ?? undefined,
      deepLink: wallet.mobile_link ?? undefined,
      installationLinks: {
        appStore: wallet.app_store ?? undefined,
        playStore: wallet.play_store ?? undefined,
        chromeStore: wallet.chrome_store ?? undefined,
        desktopLink: wallet.desktop_link ?? undefined,
      },
      isCertified: wallet.badge_type === 'certified',
      supportsWcPay: false,
    },
    isInjected: false,
    isRecent: false,
  }
}

/** A connection in AppKit's shape: its wallet's name and icon, its network, CAIP addresses. */
function toConnection(
  appKit: AppKit,
  state: AppKitState,
  entry: WalletConnection,
  namespace: ChainNamespace,
): Connection {
  const connector = selectConnectorById(state, entry.connectorId)
  const network =
    findNetwork(appKit, entry.caipNetworkId) ?? readCaipNetwork(appKit, state, namespace)
  return {
    name: connector?.name,
    icon: connector?.imageUrl,
    networkIcon: network?.assets?.imageUrl,
    accounts: entry.accounts.map(({ address }) => ({
      type: 'eoa',
      address,
      caipAddress: network ? (`${network.caipNetworkId}:${address}` as const) : undefined,
    })),
    caipNetwork: network,
    connectorId: entry.connectorId,
  }
}

/** The live and recent connections of `namespace` (default: the active one), in AppKit's shape. */
export function readConnections(
  appKit: AppKit,
  state: AppKitState,
  namespace: ChainNamespace | undefined = state.activeNamespace,
): { connections: Connection[]; recentConnections: Connection[] } {
  if (!namespace) return { connections: [], recentConnections: [] }
  const { connections, recentConnections } = selectConnections(state, namespace)
  return {
    connections: connections.map((entry) => toConnection(appKit, state, entry, namespace)),
    recentConnections: recentConnections.map((entry) =>
      toConnection(appKit, state, entry, namespace),
    ),
  }
}

/** Every namespace's connections, as `subscribeConnections` hands them over. */
export function readConnectionsState(appKit: AppKit, state: AppKitState): ConnectionsState {
  const connections = new Map<ChainNamespace, Connection[]>()
  const recentConnections = new Map<ChainNamespace, Connection[]>()
  for (const namespace of Object.keys(state.chains) as ChainNamespace[]) {
    const read = readConnections(appKit, state, namespace)
    connections.set(namespace, read.connections)
    recentConnections.set(namespace, read.recentConnections)
  }
  return { connections, recentConnections }
}
