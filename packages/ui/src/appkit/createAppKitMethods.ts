import {
  type AppKit,
  type AppKitEvent,
  type AppKitNetwork,
  type AppKitState,
  type ChainNamespace,
  type Connector,
  closeModal,
  type DisconnectParameters,
  deleteConnection,
  disconnect,
  getStateSnapshot,
  openModal,
  pushView,
  replaceView,
  type SIWXConfig,
  selectAccount,
  selectConnections,
  setPrivacyPolicyUrl,
  setTermsConditionsUrl,
  setThemeMode,
  setThemeVariables,
  showToast,
  switchConnection,
  switchNetwork,
  type ThemeMode,
  type ThemeVariables,
  type ViewName,
  watchState,
} from '@airlock/core'
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
  WalletInfo,
} from './types.js'

/** AppKit's app-facing instance members, on top of core's instance. */
export type AppKitMethods = {
  open: (options?: OpenOptions) => Promise<void>
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
  return {
    open: async (options) => openModal(appKit, options),
    close: async () => closeModal(appKit),
    isOpen: () => state.modal.open,
    disconnect: (namespace) =>
      disconnect(appKit, typeof namespace === 'string' ? { namespace } : namespace),
    switchNetwork: (network, { throwOnFailure = false } = {}) =>
      switchNetwork(appKit, { network, throwOnFailure }),
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
  }
}
