import {
  type AccountType,
  type AppKit,
  type AppKitChainNamespace,
  type AppKitEvent,
  type AppKitNetwork,
  type AppKitOptions,
  type AppKitState,
  addAddressLabel,
  addNetwork,
  type CaipNetwork,
  type ChainAdapter,
  type ChainNamespace,
  type ConnectMethod,
  type Connector,
  closeModal,
  type DisconnectParameters,
  deleteConnection,
  type Features,
  getStateSnapshot,
  goBack,
  pushView,
  type RemoteFeatures,
  removeAddressLabel,
  removeNetwork,
  replaceView,
  type SIWXConfig,
  type SocialProvider,
  selectAccount,
  selectConnections,
  selectRemoteFeatures,
  setClientId,
  setLoading,
  setPrivacyPolicyUrl,
  setTermsConditionsUrl,
  setThemeMode,
  setThemeVariables,
  showToast,
  type ThemeMode,
  type ThemeVariables,
  updateFeatures,
  updateOptions,
  updatePreferredAccountType,
  updateRemoteFeatures,
  type ViewName,
  type WalletFeature,
  watchState,
} from '@airlock/core'
import { loadLazyActions } from './loadLazyActions.js'
import { open } from './open.js'
import {
  readAccount,
  readCaipNetwork,
  readConnections,
  readConnectionsState,
  readNetwork,
  readProvider,
  readPublicState,
  readWalletInfo,
} from './read.js'
import type {
  Connection,
  ConnectionsState,
  NetworkState,
  OpenOptions,
  PublicState,
  SwitchNetworkOptions,
  UseAppKitAccountReturn,
  Views,
  WalletInfo,
  WalletItem,
} from './types.js'
import { connectWalletItem, fetchWalletList } from './walletActionsOnDemand.js'
import {
  type FetchWalletsOptions,
  readWalletConnectUri,
  readWalletList,
  resetWalletConnection,
  type WalletConnectUriSnapshot,
  type WalletListSnapshot,
} from './wallets.js'

/** AppKit's app-facing instance members, on top of core's instance. */
export type AppKitMethods = {
  /**
   * Opens the modal (AppKit's `open`): on `view`, narrowed to `namespace`, showing the QR code of
   * `uri`. `WalletSend` with `arguments` opens the Send form filled in and resolves with the
   * transaction's hash once sent (rejecting when the modal closes first); `Swap` with `arguments`
   * hands them to the Swap view.
   */
  open: <View extends Views>(options?: OpenOptions<View>) => Promise<undefined | { hash: string }>
  close: () => Promise<void>
  isOpen: () => boolean
  /** One namespace (AppKit passes it as a string), or every namespace. */
  disconnect: (namespace?: ChainNamespace | DisconnectParameters) => Promise<void>
  /** Switches; a failure shows an error toast and resolves, unless `throwOnFailure`. */
  switchNetwork: (network: AppKitNetwork, options?: SwitchNetworkOptions) => Promise<void>
  getState: () => PublicState
  subscribeState: (callback: (state: PublicState) => void) => () => void
  getAddress: (namespace?: ChainNamespace) => string | undefined
  getCaipAddress: (namespace?: ChainNamespace) => UseAppKitAccountReturn['caipAddress']
  getIsConnectedState: () => boolean
  getAccount: (namespace?: ChainNamespace) => UseAppKitAccountReturn | undefined
  subscribeAccount: (
    callback: (account: UseAppKitAccountReturn) => void,
    namespace?: ChainNamespace,
  ) => () => void
  getCaipNetwork: (namespace?: ChainNamespace, id?: string | number) => NetworkState['caipNetwork']
  getCaipNetworkId: <T extends number | string>() => T | undefined
  getCaipNetworks: (namespace?: ChainNamespace) => NonNullable<NetworkState['caipNetwork']>[]
  getChainId: () => number | string | undefined
  getActiveChainNamespace: () => ChainNamespace | undefined
  getApprovedCaipNetworkIds: () => NetworkState['approvedCaipNetworkIds']
  subscribeNetwork: (callback: (network: NetworkState) => void) => () => void
  subscribeCaipNetworkChange: (
    callback: (network: NetworkState['caipNetwork']) => void,
  ) => () => void
  getWalletProvider: () => unknown
  getWalletProviderType: () => string | undefined
  getProvider: <T>(namespace: ChainNamespace) => T | undefined
  getProviderType: (namespace: ChainNamespace) => string | undefined
  subscribeProviders: (
    callback: (providers: Partial<Record<ChainNamespace, unknown>>) => void,
  ) => () => void
  getWalletInfo: (namespace?: ChainNamespace) => WalletInfo | undefined
  subscribeWalletInfo: (
    callback: (walletInfo: WalletInfo | undefined) => void,
    namespace?: ChainNamespace,
  ) => () => void
  getConnectors: () => Connector[]
  /** The wallets connected at once in `namespace` (multi-wallet). */
  getConnections: (namespace?: ChainNamespace) => Connection[]
  /** The connections this device made before that are not live now. */
  getRecentConnections: (namespace?: ChainNamespace) => Connection[]
  /**
   * Makes `connection` the namespace's active one (a recent one reconnects); `onChange` hears
   * what changed. Rejects with the typed error when that fails.
   */
  switchConnection: (parameters: {
    connection: Connection
    address?: string | undefined
    namespace?: ChainNamespace | undefined
    onChange?:
      | ((result: {
          address: string
          namespace: ChainNamespace
          hasSwitchedAccount: boolean
          hasSwitchedWallet: boolean
        }) => void)
      | undefined
  }) => Promise<void>
  /** Forgets `address` of a recent connection on this device. */
  deleteConnection: (parameters: {
    address: string
    connectorId: string
    namespace?: ChainNamespace | undefined
  }) => void
  subscribeConnections: (callback: (state: ConnectionsState) => void) => () => void
  getThemeMode: () => ThemeMode
  getThemeVariables: () => ThemeVariables
  setThemeMode: (themeMode: ThemeMode) => void
  setThemeVariables: (themeVariables: ThemeVariables) => void
  /** Changes the terms-of-service link of the Connect view's legal notice. */
  setTermsConditionsUrl: (termsConditionsUrl: string) => void
  /** Changes the privacy-policy link of the Connect view's legal notice. */
  setPrivacyPolicyUrl: (privacyPolicyUrl: string) => void
  subscribeTheme: (
    callback: (theme: { themeMode: ThemeMode; themeVariables: ThemeVariables }) => void,
  ) => () => void
  getEvent: () => AppKitEvent | undefined
  subscribeEvents: (callback: (event: AppKitEvent) => void) => () => void
  getSIWX: <T = SIWXConfig>() => T | undefined
  /** AppKit returns '' here; failures reach the dapp as error events (`subscribeEvents`). */
  getError: () => string
  showErrorMessage: (message: string) => void
  showSuccessMessage: (message: string) => void
  /** Shows `view` in place of the current one. */
  replace: (view: ViewName) => void
  /** Shows `view` on top of the current one (back returns). */
  redirect: (view: ViewName) => void
  /**
   * AppKit's remote features (what its dashboard allows a project). Airlock has no dashboard:
   * multi-wallet and headless are on for everyone, the others follow `features`.
   */
  getRemoteFeatures: () => RemoteFeatures
  subscribeRemoteFeatures: (callback: (remoteFeatures: RemoteFeatures) => void) => () => void
  /** Sets the features behind remote features (`swaps`, `onramp`, `email`, `socials`, …). */
  updateRemoteFeatures: (remoteFeatures: Partial<RemoteFeatures>) => void
  /** The account type a namespace's account prefers (`eoa`, `smartAccount`, Bitcoin's `payment`…). */
  getPreferredAccountType: (namespace: ChainNamespace) => AccountType | undefined
  /** Records the account type a namespace's account prefers; it asks no wallet to change. */
  setPreferredAccountType: (type: AccountType, namespace: ChainNamespace) => void
  /** Sets `getState().loading` (AppKit's `setLoading`); the modal shows a spinner while it is on. */
  setLoading: (loading: boolean, namespace?: ChainNamespace) => void
  /** Changes features (merged into the current ones); the views read them as they render. */
  updateFeatures: (features: Partial<Features>) => void
  /**
   * Changes options after createAppKit: features, the wallet lists and images, account types,
   * network switching, the injected, EIP-6963 and WalletConnect wallets, the wallet guide, the
   * metadata, the theme and the legal links. The others keep their first value.
   */
  updateOptions: (options: Partial<AppKitOptions>) => void
  /** Adds a network to `namespace` (its adapter must be configured). */
  addNetwork: (namespace: AppKitChainNamespace, network: AppKitNetwork) => void
  /** Removes a network from `namespace`; the last one of a namespace cannot be removed. */
  removeNetwork: (namespace: AppKitChainNamespace, networkId: string | number) => void
  setConnectMethodsOrder: (connectMethodsOrder: ConnectMethod[]) => void
  getConnectMethodsOrder: () => ConnectMethod[]
  setWalletFeaturesOrder: (walletFeaturesOrder: WalletFeature[]) => void
  /** Shows the wallets as one "Continue with a wallet" entry beside email and social login. */
  setCollapseWallets: (collapseWallets: boolean) => void
  setSocialsOrder: (socialsOrder: SocialProvider[]) => void
  /** Labels `address` in `namespace`'s account (`account.addressLabels`). */
  addAddressLabel: (address: string, label: string, namespace: ChainNamespace) => void
  removeAddressLabel: (address: string, namespace: ChainNamespace) => void
  /**
   * AppKit's WalletConnect UniversalProvider. Airlock has none (its adapters drive its own
   * WalletConnect client): resolves undefined.
   */
  getUniversalProvider: () => Promise<undefined>
  /** The client id the requests to the Airlock server carry (null: none). */
  setClientId: (clientId: string | null) => void
  /** The name and avatar of an eip155 address (its ENS name, or the server's own). */
  fetchIdentity: (parameters: {
    address: string
    caipNetworkId?: string | undefined
  }) => Promise<{ name: string | undefined; avatar: string | undefined } | undefined>
  /** The names an address holds on the Airlock server (`alice.reown.id`), newest first. */
  getReownName: (address: string) => Promise<{ name: string }[]>
  /** Lists EIP-6963 wallets, or leaves them out. */
  setEIP6963Enabled: (enabled: boolean) => void
  /** The networks the connected wallet refuses (WalletConnect sessions): none here. */
  getDisabledCaipNetworks: () => CaipNetwork[]
  /** AppKit: the embedded wallet's address after an email upgrade. Never called here. */
  subscribeShouldUpdateToAddress: (callback: (address?: string) => void) => () => void
  /** AppKit's transaction stack; `cancel` goes back one view, the others change nothing. */
  popTransactionStack: (status: 'cancel' | 'error' | 'success') => void
  /** AppKit's transaction stack: always empty here. */
  isTransactionStackEmpty: () => boolean
  /** A connector's image: the dapp's `connectorImages`, else the icon the wallet announced. */
  getConnectorImage: (connector: Connector) => string | undefined
  /** Reads the native balance of the namespace's connected account again. */
  updateNativeBalance: (
    address: string,
    chainId: string | number,
    namespace: ChainNamespace,
  ) => Promise<{ balance: string; symbol: string } | undefined>
  /** Looks up the identity (name, avatar) of the eip155 account again. */
  syncIdentity: (parameters: {
    address: string
    chainId: string | number
    chainNamespace: ChainNamespace
  }) => Promise<void>
  getAddressByChainNamespace: (namespace: ChainNamespace) => string | undefined
  /** Loads a page of the registry (default: the next one), or searches it (`search`). */
  fetchWallets: (options?: FetchWalletsOptions) => Promise<void>
  /** The headless wallet lists. */
  getWalletList: () => WalletListSnapshot
  subscribeWalletList: (callback: () => void) => () => void
  /** Starts a WalletConnect pairing ahead; its URI in `getWalletConnectUri().wcUri`. */
  prefetchWalletConnectUri: () => Promise<void>
  getWalletConnectUri: () => WalletConnectUriSnapshot
  subscribeWalletConnectUri: (callback: () => void) => () => void
  /** Forgets the pairing URI, a failed attempt and the wallet being connected. */
  resetWalletConnectUri: () => void
  resetConnectingWallet: () => void
  resetWcConnection: () => void
  /** Connects a wallet of the headless lists (WalletConnect for one not installed). */
  connectWallet: (wallet: WalletItem, namespace?: ChainNamespace) => Promise<void>
}

/** AppKit's instance fields, read live. */
export type AppKitFields = {
  /** `react-<adapter types>-<version>`, as AppKit's `version` reads. */
  readonly version: string
  /** The namespaces of the instance's networks. */
  readonly chainNamespaces: ChainNamespace[]
  /** The adapters by namespace. */
  readonly chainAdapters: Partial<Record<ChainNamespace, ChainAdapter>>
  readonly features: Features
  readonly remoteFeatures: RemoteFeatures
  /** The alerts shown once (by id), as AppKit's `reportedAlertErrors`. */
  readonly reportedAlertErrors: Record<string, boolean>
}

/**
 * Calls `callback` with `read()` after each state change that changes it (compared key by key),
 * as AppKit's `subscribe*` members do.
 */
function watchValue<T>(
  appKit: AppKit,
  read: (snapshot: AppKitState) => T,
  callback: (value: T) => void,
): () => void {
  // Snapshots keep the identity of unchanged parts, so a key-by-key comparison finds changes.
  let last = read(getStateSnapshot(appKit))
  return watchState(appKit, () => {
    const next = read(getStateSnapshot(appKit))
    if (isShallowEqual(last, next)) return
    last = next
    callback(next)
  })
}

/** Calls `callback` after each state change that changes `read()`'s JSON (deeply built values). */
function watchSerialized(
  appKit: AppKit,
  read: (snapshot: AppKitState) => unknown,
  callback: () => void,
): () => void {
  let last = JSON.stringify(read(getStateSnapshot(appKit)))
  return watchState(appKit, () => {
    const next = JSON.stringify(read(getStateSnapshot(appKit)))
    if (next === last) return
    last = next
    callback()
  })
}

/** Equal by identity, or objects whose entries are (two levels deep, for nested info objects). */
function isShallowEqual(a: unknown, b: unknown, depth = 2): boolean {
  if (Object.is(a, b)) return true
  if (depth === 0 || typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return false
  const keys = Object.keys(a)
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) =>
      isShallowEqual(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        depth - 1,
      ),
    )
  )
}

/** AppKit's instance members for `appKit`, reading its live state. */
export function createAppKitMethods(appKit: AppKit): AppKitMethods {
  const { state } = appKit
  const getAccount = (namespace?: ChainNamespace) =>
    selectAccount(state, namespace) ? readAccount(state, namespace) : undefined
  const getNetwork = (from: AppKitState = state) => readNetwork(appKit, from)
  const getProviders = (from: AppKitState) => {
    const providers: Partial<Record<ChainNamespace, unknown>> = {}
    for (const namespace of appKit.adapters.keys()) {
      const { walletProvider } = readProvider(appKit, from, namespace)
      if (walletProvider) providers[namespace] = walletProvider
    }
    return providers
  }
  // A namespace no Airlock adapter serves (AppKit's `tron`, …) has no adapter: core throws
  // AdapterNotFoundError for it as for any namespace left out of `adapters`.
  const served = (namespace: AppKitChainNamespace) => namespace as ChainNamespace
  return {
    open: (options) => open(appKit, options),
    close: async () => closeModal(appKit),
    isOpen: () => state.modal.open,
    disconnect: async (namespace) => {
      const { disconnect } = await loadLazyActions()
      return disconnect(appKit, typeof namespace === 'string' ? { namespace } : namespace)
    },
    switchNetwork: async (network, { throwOnFailure = false } = {}) => {
      const { switchNetwork } = await loadLazyActions()
      return switchNetwork(appKit, { network, throwOnFailure })
    },
    getState: () => readPublicState(state),
    subscribeState: (callback) => watchValue(appKit, readPublicState, callback),
    getAddress: (namespace) => readAccount(state, namespace).address,
    getCaipAddress: (namespace) => readAccount(state, namespace).caipAddress,
    getIsConnectedState: () => readAccount(state).isConnected,
    getAccount,
    subscribeAccount: (callback, namespace) =>
      watchValue(appKit, (from) => readAccount(from, namespace), callback),
    getCaipNetwork: (namespace, id) => readCaipNetwork(appKit, state, namespace, id),
    getCaipNetworkId: <T extends number | string>() =>
      getNetwork().caipNetwork?.id as T | undefined,
    getCaipNetworks: (namespace) =>
      appKit.options.networks.filter(
        (network) => !namespace || network.chainNamespace === namespace,
      ),
    getChainId: () => getNetwork().chainId,
    getActiveChainNamespace: () => state.activeNamespace,
    getApprovedCaipNetworkIds: () => getNetwork().approvedCaipNetworkIds,
    subscribeNetwork: (callback) => watchValue(appKit, getNetwork, callback),
    subscribeCaipNetworkChange: (callback) =>
      watchValue(appKit, (from) => getNetwork(from).caipNetwork, callback),
    getWalletProvider: () => readProvider(appKit, state, state.activeNamespace).walletProvider,
    getWalletProviderType: () =>
      readProvider(appKit, state, state.activeNamespace).walletProviderType,
    getProvider: <T>(namespace: ChainNamespace) =>
      readProvider<T>(appKit, state, namespace).walletProvider,
    getProviderType: (namespace) => readProvider(appKit, state, namespace).walletProviderType,
    subscribeProviders: (callback) => watchValue(appKit, getProviders, callback),
    getWalletInfo: (namespace) => readWalletInfo(state, namespace),
    subscribeWalletInfo: (callback, namespace) =>
      watchValue(appKit, (from) => readWalletInfo(from, namespace), callback),
    getConnectors: () => Object.values(state.adapterConnectors).flatMap((list) => list ?? []),
    getConnections: (namespace) => readConnections(appKit, state, namespace).connections,
    getRecentConnections: (namespace) =>
      readConnections(appKit, state, namespace).recentConnections,
    switchConnection: async ({ connection, address, namespace, onChange }) => {
      const { switchConnection } = await loadLazyActions()
      const result = await switchConnection(appKit, {
        connectorId: connection.connectorId,
        address,
        namespace,
      })
      onChange?.(result)
    },
    deleteConnection: (parameters) => deleteConnection(appKit, parameters),
    subscribeConnections: (callback) => {
      // Compared by the plain core selection: the Maps handed over are built fresh each time.
      const key = (from: AppKitState) =>
        JSON.stringify(
          Object.keys(from.chains).map((namespace) =>
            selectConnections(from, namespace as ChainNamespace),
          ),
        )
      let last = key(getStateSnapshot(appKit))
      return watchState(appKit, () => {
        const next = key(getStateSnapshot(appKit))
        if (next === last) return
        last = next
        callback(readConnectionsState(appKit, state))
      })
    },
    getThemeMode: () => state.theme.themeMode,
    getThemeVariables: () => ({ ...state.theme.themeVariables }),
    setThemeMode: (themeMode) => setThemeMode(appKit, themeMode),
    setThemeVariables: (themeVariables) => setThemeVariables(appKit, themeVariables),
    setTermsConditionsUrl: (url) => setTermsConditionsUrl(appKit, url),
    setPrivacyPolicyUrl: (url) => setPrivacyPolicyUrl(appKit, url),
    subscribeTheme: (callback) =>
      watchValue(
        appKit,
        (from) => ({ themeMode: from.theme.themeMode, themeVariables: from.theme.themeVariables }),
        (theme) => callback({ ...theme, themeVariables: { ...theme.themeVariables } }),
      ),
    getEvent: () => state.lastEvent,
    subscribeEvents: (callback) => appKit.events.subscribe(callback),
    getSIWX: <T>() => appKit.options.siwx as T | undefined,
    getError: () => '',
    showErrorMessage: (message) => showToast(appKit, { message, variant: 'error' }),
    showSuccessMessage: (message) => showToast(appKit, { message, variant: 'success' }),
    replace: (view) => replaceView(appKit, { view }),
    redirect: (view) => pushView(appKit, { view }),
    getRemoteFeatures: () => selectRemoteFeatures(appKit.options.features),
    subscribeRemoteFeatures: (callback) =>
      watchValue(appKit, () => selectRemoteFeatures(appKit.options.features), callback),
    updateRemoteFeatures: (remoteFeatures) => updateRemoteFeatures(appKit, remoteFeatures),
    getPreferredAccountType: (namespace) => state.chains[namespace]?.account.preferredAccountType,
    setPreferredAccountType: (type, namespace) =>
      updatePreferredAccountType(appKit, { namespace, type }),
    setLoading: (loading, namespace) => setLoading(appKit, { loading, namespace }),
    updateFeatures: (features) => updateFeatures(appKit, features),
    updateOptions: (options) => updateOptions(appKit, options),
    addNetwork: (namespace, network) =>
      addNetwork(appKit, { namespace: served(namespace), network }),
    removeNetwork: (namespace, networkId) =>
      removeNetwork(appKit, { namespace: served(namespace), networkId }),
    setConnectMethodsOrder: (connectMethodsOrder) =>
      updateFeatures(appKit, { connectMethodsOrder }),
    getConnectMethodsOrder: () => [...appKit.options.features.connectMethodsOrder],
    setWalletFeaturesOrder: (walletFeaturesOrder) =>
      updateFeatures(appKit, { walletFeaturesOrder }),
    setCollapseWallets: (collapseWallets) => updateFeatures(appKit, { collapseWallets }),
    setSocialsOrder: (socials) => updateFeatures(appKit, { socials }),
    addAddressLabel: (address, label, namespace) =>
      addAddressLabel(appKit, { address, label, namespace }),
    removeAddressLabel: (address, namespace) => removeAddressLabel(appKit, { address, namespace }),
    getUniversalProvider: async () => undefined,
    setClientId: (clientId) => setClientId(appKit, { clientId }),
    fetchIdentity: async ({ address }) => {
      const { fetchIdentity } = await loadLazyActions()
      return fetchIdentity(appKit, { address })
    },
    getReownName: async (address) => {
      const { fetchNamesForAddress } = await loadLazyActions()
      return fetchNamesForAddress(appKit, { address })
    },
    setEIP6963Enabled: (enableEIP6963) => updateOptions(appKit, { enableEIP6963 }),
    getDisabledCaipNetworks: () => [],
    subscribeShouldUpdateToAddress: () => () => {},
    popTransactionStack: (status) => {
      if (status === 'cancel') goBack(appKit)
    },
    isTransactionStackEmpty: () => true,
    // Core has put `connectorImages` and the wallet's own icon there (the registry's image, for a
    // wallet that announces none, loads with the modal's lists).
    getConnectorImage: (connector) => connector.imageUrl,
    updateNativeBalance: async (address, _chainId, namespace) => {
      if (state.chains[namespace]?.account.address !== address) return undefined
      const { fetchBalance } = await loadLazyActions()
      return fetchBalance(appKit, { namespace, force: true })
    },
    syncIdentity: async ({ address, chainNamespace }) => {
      if (chainNamespace !== 'eip155') return
      const { fetchIdentity } = await loadLazyActions()
      await fetchIdentity(
        appKit,
        state.chains.eip155?.account.address === address ? {} : { address },
      )
    },
    getAddressByChainNamespace: (namespace) => readAccount(state, namespace).address,
    fetchWallets: (options) => fetchWalletList(appKit, options),
    getWalletList: () => readWalletList(appKit, state),
    subscribeWalletList: (callback) =>
      watchSerialized(appKit, (from) => readWalletList(appKit, from), callback),
    prefetchWalletConnectUri: async () => {
      const { prefetchWalletConnectUri } = await loadLazyActions()
      await prefetchWalletConnectUri(appKit)
    },
    getWalletConnectUri: () => readWalletConnectUri(appKit, state),
    subscribeWalletConnectUri: (callback) =>
      watchSerialized(appKit, (from) => readWalletConnectUri(appKit, from), callback),
    resetWalletConnectUri: () => resetWalletConnection(appKit),
    resetConnectingWallet: () => resetWalletConnection(appKit),
    resetWcConnection: () => resetWalletConnection(appKit),
    connectWallet: (wallet, namespace) => connectWalletItem(appKit, wallet, namespace),
  }
}

/** Defines AppKit's instance fields on `instance`, each read from `appKit` when read. */
export function defineAppKitFields(instance: object, appKit: AppKit, version: string): void {
  const fields: { [key in keyof AppKitFields]: () => AppKitFields[key] } = {
    version: () => version,
    chainNamespaces: () => [
      ...new Set(appKit.options.networks.map((network) => network.chainNamespace)),
    ],
    chainAdapters: () => Object.fromEntries(appKit.adapters),
    features: () => appKit.options.features,
    remoteFeatures: () => selectRemoteFeatures(appKit.options.features),
    reportedAlertErrors: () =>
      Object.fromEntries(appKit.state.alerts.map((alert) => [alert.id, true])),
  }
  for (const [key, get] of Object.entries(fields)) {
    Object.defineProperty(instance, key, { get, enumerable: true, configurable: true })
  }
}
