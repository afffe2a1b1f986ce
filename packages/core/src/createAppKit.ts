import { type BlockchainApiClient, createBlockchainApiClient } from '@airlock/blockchain-api'
import { proxy } from 'valtio/vanilla'
import {
  createAdapterEventDispatcher,
  loadConnectionHandling,
} from './actions/internal/dispatchAdapterEvents.js'
import { reportError } from './actions/internal/reportError.js'
import { startAnalytics } from './actions/internal/startAnalytics.js'
import { reportModalLoadError } from './actions/reportModalLoadError.js'
import { setLanguage } from './actions/setLanguage.js'
import type { ChainAdapter } from './adapter/types.js'
import { createAuthConnector } from './auth/createAuthConnector.js'
import type { AuthProvider } from './auth/createAuthProvider.js'
import { type CaipNetworkId, type ChainNamespace, isChainNamespace } from './caip/types.js'
import { AdapterSetupError } from './errors/wallet.js'
import { createEmitter, type Emitter } from './events/createEmitter.js'
import type { AppKitEvent } from './events/types.js'
import { resolveLanguage } from './i18n/languages.js'
import type { CaipNetwork } from './networks/types.js'
import { type ResolvedOptions, resolveOptions } from './options/resolveOptions.js'
import type { AppKitOptions } from './options/types.js'
import { warnDefaultApiUrl } from './options/warnDefaultApiUrl.js'
import { afterNextPaint } from './scheduling/afterNextPaint.js'
import {
  createAccountState,
  createNftsState,
  createSendState,
  createTransactionsState,
} from './state/factories.js'
import type { AccountState, AppKitState, ChainState } from './state/types.js'
import { createWalletsState } from './state/wallets.js'
import { createLocalStorage } from './storage/createStorage.js'
import { readStored, storageKeys, storageVersion, writeStored } from './storage/keys.js'
import type { AppKitStorage } from './storage/types.js'
import type { WalletConnectClient } from './walletConnect/types.js'

/** An Airlock instance: its options, its state and its parts. Create one with createAppKit. */
export type AppKit = {
  readonly options: ResolvedOptions
  /** The instance's state (a valtio proxy). Read it; change it only through actions. */
  readonly state: AppKitState
  readonly storage: AppKitStorage
  readonly adapters: ReadonlyMap<ChainNamespace, ChainAdapter>
  /** Client of the Airlock server (data API, wallet registry, analytics) at `options.apiUrl`. */
  readonly api: BlockchainApiClient
  /** Every tracked event, as it happens. */
  readonly events: Emitter<AppKitEvent>
  /**
   * Resolves once adapters are set up and stored connections are restored (or dropped). Rejects
   * with AdapterSetupError when an adapter cannot set up (the others still work).
   */
  readonly ready: Promise<void>
  /**
   * The auth connector's provider (email login and the embedded wallet), when email login is on
   * and an eip155 adapter is configured.
   */
  readonly auth: AuthProvider | undefined
  /** Timers and listeners owned by the instance; cleared by destroy. */
  readonly timers: Set<ReturnType<typeof setTimeout>>
  destroy: () => void
}

export type CreateAppKitParameters = AppKitOptions
export type CreateAppKitReturnType = AppKit

/**
 * Creates an Airlock instance. Everything mutable lives inside it, so two instances never share
 * state. Framework-free: `@airlock/react` wraps this and mounts the modal.
 *
 * @example
 * const appKit = createAppKit({ adapters: [wagmiAdapter], networks: [mainnet, base], projectId })
 * await appKit.ready
 */
export function createAppKit(parameters: CreateAppKitParameters): CreateAppKitReturnType {
  const options = resolveOptions(parameters)
  warnDefaultApiUrl(
    parameters.apiUrl,
    typeof location === 'undefined' ? undefined : location.hostname,
  )
  const storage = options.storage ?? createLocalStorage()
  if (storage.getItem(storageKeys.storageVersion) !== storageVersion) {
    storage.setItem(storageKeys.storageVersion, storageVersion)
  }

  const state = proxy<AppKitState>(createInitialState(options, storage))
  const adapters = new Map<ChainNamespace, ChainAdapter>(
    options.adapters.map((adapter) => [adapter.namespace, adapter]),
  )
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let resolveReady: () => void = () => {}
  let rejectReady: (error: AdapterSetupError) => void = () => {}
  const failedNamespaces = new Set<ChainNamespace>()
  const ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve
    rejectReady = reject
  })
  // The failure is also an error event: a dapp that never awaits `ready` gets no unhandled rejection.
  ready.catch(() => undefined)
  const auth = createAuthConnector({ options, storage })
  const appKit: AppKit = {
    options,
    auth: auth?.provider,
    state,
    storage,
    adapters,
    api: createBlockchainApiClient({
      baseUrl: options.apiUrl,
      projectId: options.projectId,
      sdkType: 'airlock',
    }),
    events: createEmitter<AppKitEvent>(),
    ready,
    timers,
    destroy: () => {
      cancelSetUp()
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      for (const adapter of options.adapters) adapter.teardown?.()
      stopAnalytics?.()
      auth?.stop()
      void walletConnectClient?.close().catch(() => undefined)
      for (const url of Object.values(state.wallets.images)) URL.revokeObjectURL(url)
    },
  }

  auth?.start(appKit)

  // Another language's catalogue loads on its own; the modal shows English until it is in.
  const language = resolveLanguage(options.languages)
  if (language !== 'en') void setLanguage(appKit, { language })

  // Spec §7: tracked events go to the project's analytics sink when it records them.
  const stopAnalytics =
    options.features.analytics && options.projectId ? startAnalytics(appKit) : undefined

  // Each adapter sets up on its own: one that fails leaves the others working, is reported as an
  // error event, and makes `ready` reject with its AdapterSetupError.
  let walletConnectClient: WalletConnectClient | undefined
  const getWalletConnectClient = (create: () => WalletConnectClient) => {
    walletConnectClient ??= create()
    return walletConnectClient
  }
  // Spec §7: with a server of its own, the dapp's chains are read through its RPC route.
  const rpcUrl =
    parameters.apiUrl === undefined
      ? undefined
      : // Spelled out rather than `getRpcUrl`, which would bring the route's schemas into the
        // first load.
        (network: CaipNetwork) =>
          `${options.apiUrl}/v1/?${new URLSearchParams({ chainId: network.caipNetworkId, projectId: options.projectId })}`
  // After the page's next frame: the set-up (and the reconnection it starts) does not delay the
  // first paint of a page that calls createAppKit while loading; a dapp's reads wait for `ready`.
  const emit = createAdapterEventDispatcher(appKit)
  const setUp = async () => {
    const failures: AdapterSetupError[] = []
    // A stored connection is restored with connection handling: its chunk loads beside the set-up.
    const restoring = Object.values(state.chains).some(
      (chain) => chain?.account.status === 'connecting',
    )
    if (restoring) loadConnectionHandling().catch(() => undefined)
    for (const adapter of options.adapters) {
      try {
        await adapter.setup({
          networks: options.networks.filter(
            (network) => network.chainNamespace === adapter.namespace,
          ),
          projectId: options.projectId,
          api: appKit.api,
          storage,
          emit: (event) => emit(adapter.namespace, event),
          authProvider: auth?.namespaces.includes(adapter.namespace) ? auth.provider : undefined,
          getWalletConnectClient,
          rpcUrl,
        })
      } catch (cause) {
        const error = new AdapterSetupError({ namespace: adapter.namespace, cause })
        failures.push(error)
        failedNamespaces.add(adapter.namespace)
        reportError(appKit, 'ADAPTER_SETUP_ERROR', error, adapter.namespace)
      }
    }
    await restoreConnections(appKit, failedNamespaces)
    state.modal.loading = false
    state.modal.initialized = true
    const [first] = failures
    if (first) rejectReady(first)
    else resolveReady()
  }
  const cancelSetUp = afterNextPaint(() => void setUp())

  return appKit
}

/**
 * Spec §4's start-up sync, when there is anything to sync: a namespace stored as connected (or
 * connected while the adapters set up). A visitor with nothing stored does not load it.
 */
async function restoreConnections(appKit: AppKit, skip: ReadonlySet<ChainNamespace>) {
  const chains = Object.values(appKit.state.chains)
  if (
    chains.every(
      (chain) => chain?.account.status !== 'connecting' && chain?.account.status !== 'connected',
    )
  )
    return
  let handling: Awaited<ReturnType<typeof loadConnectionHandling>>
  try {
    handling = await loadConnectionHandling()
  } catch (cause) {
    // Not restored on this page; the connections stay stored, and the next page load tries again.
    for (const chain of chains) {
      if (chain?.account.status === 'connecting') {
        chain.connectorId = undefined
        chain.account = createAccountState('disconnected')
      }
    }
    reportModalLoadError(appKit, cause)
    return
  }
  await handling.syncConnections(appKit, { skip })
}

function createInitialState(options: ResolvedOptions, storage: AppKitStorage): AppKitState {
  const configured = (id: string | null): CaipNetwork | undefined =>
    options.networks.find((network) => network.caipNetworkId === id)
  const activeNetwork =
    configured(storage.getItem(storageKeys.activeNetworkId)) ?? options.defaultNetwork
  const storedStatus = readStored(storage, 'connectionStatus') ?? {}
  const storedConnectors = readStored(storage, 'connectorIds') ?? {}
  const storedNamespace = storage.getItem(storageKeys.activeNamespace)

  const chains: AppKitState['chains'] = {}
  for (const network of options.networks) {
    const namespace = network.chainNamespace
    if (chains[namespace]) continue
    // Spec §4: a stored "connected" starts as "connecting" until the connection is checked;
    // a stored "disconnected" clears the cached address.
    // AppKit's `enableReconnect: false`: nothing is restored; the visitor connects again.
    const wasConnected =
      options.enableReconnect &&
      storedStatus[namespace] === 'connected' &&
      Boolean(storedConnectors[namespace])
    if (storedStatus[namespace] === 'disconnected') clearCachedAddress(storage, namespace)
    chains[namespace] = createChainState(namespace, {
      connectorId: wasConnected ? storedConnectors[namespace] : undefined,
      networkId:
        namespace === activeNetwork.chainNamespace
          ? activeNetwork.caipNetworkId
          : options.networks.find((candidate) => candidate.chainNamespace === namespace)
              ?.caipNetworkId,
      status: wasConnected ? 'connecting' : 'disconnected',
    })
  }

  const prefersDark =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function'
      ? window.matchMedia('(prefers-color-scheme: dark)').matches
      : false

  return {
    // Loading until every adapter has set up and stored connections are restored.
    modal: { open: false, loading: true, initialized: false, shake: false, namespace: undefined },
    router: { view: 'Connect', history: ['Connect'], data: {} },
    activeNamespace:
      storedNamespace && isChainNamespace(storedNamespace) && chains[storedNamespace]
        ? storedNamespace
        : activeNetwork.chainNamespace,
    activeNetworkId: activeNetwork.caipNetworkId,
    chains,
    adapterConnectors: {},
    recentWallets: readStored(storage, 'recentWallets') ?? [],
    connections: {},
    storedConnections: readStored(storage, 'connections') ?? {},
    connection: {
      status: 'idle',
      connectorId: undefined,
      error: undefined,
      uri: undefined,
      uriExpiresAt: undefined,
      attempt: 0,
    },
    unsupportedChain: false,
    toast: { message: '', variant: 'success', open: false, autoClose: true },
    transactions: createTransactionsState(),
    nfts: createNftsState(),
    send: createSendState(),
    theme: {
      themeMode: options.themeMode ?? (prefersDark ? 'dark' : 'light'),
      themeVariables: options.themeVariables,
      qrColor: options.qrColor,
    },
    legal: {
      termsConditionsUrl: options.termsConditionsUrl,
      privacyPolicyUrl: options.privacyPolicyUrl,
      checked: false,
    },
    alerts: options.projectId
      ? []
      : [
          {
            id: 'PROJECT_ID_NOT_CONFIGURED',
            variant: 'warning',
            message: 'projectIdNotConfigured',
            description: 'projectIdNotConfiguredDescription',
          },
        ],
    wallets: createWalletsState(),
    siwx: {
      enabled: Boolean(options.siwx),
      required: options.siwx?.getRequired?.() ?? false,
      status: 'idle',
      caipAddress: undefined,
      session: undefined,
    },
    lastEvent: undefined,
    language: 'en',
    announcement: '',
    optionsRevision: 0,
    auth: {
      email: undefined,
      username: undefined,
      authProvider: undefined,
      smartAccountDeployed: undefined,
      accounts: undefined,
      frameVisible: false,
      frameReason: undefined,
      pendingApprovals: 0,
    },
  }
}

/** A namespace's state with nothing connected. */
function createChainState(
  namespace: ChainNamespace,
  {
    connectorId,
    networkId,
    status = 'disconnected',
  }: {
    connectorId?: string | undefined
    networkId?: CaipNetworkId | undefined
    status?: AccountState['status']
  },
): ChainState {
  return { namespace, connectorId, networkId, account: createAccountState(status) }
}

function clearCachedAddress(storage: AppKitStorage, namespace: ChainNamespace): void {
  const cache = readStored(storage, 'addressCache')
  if (!cache?.[namespace]) return
  delete cache[namespace]
  writeStored(storage, 'addressCache', cache)
}
