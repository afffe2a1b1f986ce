import type {
  AccountEntry,
  AppKitNetwork,
  CaipAddress,
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  ConnectedWalletInfo,
  SendArguments,
  SocialProvider,
  SwapArguments,
  ViewName,
} from '@airlock/core'

/** AppKit's connection status; Airlock reports a restore on start as 'connecting'. */
export type ConnectionStatus = 'connected' | 'disconnected' | 'connecting' | 'reconnecting'

/** The signed-in user of an embedded (email or social) wallet. */
export type User = {
  email?: string | null | undefined
  username?: string | null | undefined
  accounts?: { type: 'eoa' | 'smartAccount'; address: string }[] | undefined
}

/** What AppKit tells about an embedded wallet; undefined for every other wallet. */
export type EmbeddedWalletInfo = {
  user: User | undefined
  authProvider: SocialProvider | 'email'
  accountType: 'eoa' | 'smartAccount' | undefined
  isSmartAccountDeployed: boolean
}

/** AppKit's `UseAppKitAccountReturn`, and what `getAccount` and `subscribeAccount` give. */
export type UseAppKitAccountReturn = {
  allAccounts: readonly AccountEntry[]
  caipAddress: CaipAddress | undefined
  address: string | undefined
  isConnected: boolean
  embeddedWalletInfo?: EmbeddedWalletInfo | undefined
  status: ConnectionStatus | undefined
  /** Airlock: the native balance in whole units. */
  balance?: string | undefined
  /** Airlock: the native currency's symbol. */
  balanceSymbol?: string | undefined
}

/** AppKit's `UseAppKitNetworkReturn` without `switchNetwork`: what `subscribeNetwork` gives. */
export type NetworkState = {
  caipNetwork: CaipNetwork | undefined
  chainId: number | string | undefined
  caipNetworkId: CaipNetworkId | undefined
  /** Networks the connected wallet approved (WalletConnect sessions); undefined when unlimited. */
  approvedCaipNetworkIds: CaipNetworkId[] | undefined
  /** False when the wallet only accepts the networks it approved. */
  supportsAllNetworks: boolean
}

export type UseAppKitNetworkReturn = NetworkState & {
  /** Switches; a failure shows an error toast and resolves, unless `throwOnFailure`. */
  switchNetwork: (network: AppKitNetwork, options?: SwitchNetworkOptions) => Promise<void>
}

export type SwitchNetworkOptions = { throwOnFailure?: boolean | undefined }

/** A wallet the app can offer, as AppKit's headless API lists it. */
export type WalletItem = {
  id: string
  name: string
  imageUrl: string
  imageId?: string | undefined
  connectors: {
    id: string
    rdns?: string | undefined
    chain: ChainNamespace
    /** AppKit: the chain's image. Not filled in here. */
    chainImageUrl?: string | undefined
  }[]
  walletInfo: {
    description?: string | undefined
    supportedChains?: string[] | undefined
    supportedNamespaces?: ChainNamespace[] | undefined
    website?: string | undefined
    deepLink?: string | undefined
    installationLinks?:
      | {
          appStore?: string | undefined
          playStore?: string | undefined
          chromeStore?: string | undefined
          desktopLink?: string | undefined
        }
      | undefined
    /** AppKit: WalletConnect's link mode. Not listed by Airlock's registry. */
    linkMode?: string | null | undefined
    /** The registry's certified badge. */
    isCertified?: boolean | undefined
    /** AppKit: WalletConnect Pay. Never: a cloud service Airlock has no counterpart of. */
    supportsWcPay?: boolean | undefined
  }
  isInjected: boolean
  isRecent: boolean
}

/** AppKit's public state: what `getState`, `subscribeState` and `useAppKitState` give. */
export type PublicState = {
  open: boolean
  loading: boolean
  selectedNetworkId: CaipNetworkId | undefined
  activeChain: ChainNamespace | undefined
  /** True once adapters are set up and stored connections are restored (or dropped). */
  initialized: boolean
  /** The wallet a connection is being made with. */
  connectingWallet: WalletItem | undefined
}

/** AppKit's wallet info: name and icon of the connected wallet, and more it may carry. */
export type WalletInfo = ConnectedWalletInfo & { [key: string]: unknown }

/** The modal's views, AppKit's `Views`. */
export type Views = ViewName

/**
 * What `open` takes, AppKit's `OpenOptions`: a view, a namespace, a WalletConnect URI to show, and
 * for `WalletSend` and `Swap` the `arguments` that fill in their form.
 */
export type OpenOptions<View extends Views | undefined = Views> = {
  view?: View | undefined
  /** A WalletConnect pairing URI the dapp made itself: the modal shows its QR code and links. */
  uri?: string | undefined
  namespace?: ChainNamespace | undefined
  arguments?: View extends 'Swap'
    ? SwapArguments
    : View extends 'WalletSend'
      ? SendArguments
      : never
}

/**
 * AppKit's `Provider`: an EIP-1193 provider (the wallet's, from `useAppKitProvider`), so
 * `new BrowserProvider(walletProvider)` and viem's `custom(walletProvider)` take it.
 */
export type Provider = {
  request: <T = unknown>(arguments_: {
    readonly method: string
    readonly params?: readonly unknown[] | object | undefined
  }) => Promise<T>
  on: (event: string, listener: (...arguments_: never[]) => void) => void
  removeListener: (event: string, listener: (...arguments_: never[]) => void) => void
}

/** One wallet connection as AppKit's multi-wallet API lists it (AppKit's `Connection`). */
export type Connection = {
  /** The wallet's name and icon, from its connector. */
  name?: string | undefined
  icon?: string | undefined
  /** The icon of the connection's network, when it has one. */
  networkIcon?: string | undefined
  /** The wallet's accounts, the one in use first. */
  accounts: { type?: string | undefined; address: string; caipAddress?: CaipAddress | undefined }[]
  caipNetwork?: CaipNetwork | undefined
  connectorId: string
}

/** The live and the recent connections of a namespace (`useAppKitConnections`). */
export type UseAppKitConnectionsReturn = {
  connections: Connection[]
  recentConnections: Connection[]
}

/** What `subscribeConnections` hands over, by namespace, as AppKit's connection state does. */
export type ConnectionsState = {
  connections: Map<ChainNamespace, Connection[]>
  recentConnections: Map<ChainNamespace, Connection[]>
}
