import type { SIWXConfig } from '@airlock/blockchain-api'
import type { ChainAdapter } from '../adapter/types.js'
import type { CreateFrameHost } from '../auth/types.js'
import { chainNamespaces } from '../caip/types.js'
import { InvalidOptionsError } from '../errors/appKit.js'
import { start } from '../i18n/locales/en/start.js'
import type { Messages } from '../i18n/messages.js'
import {
  type AppKitNetwork,
  type CaipNetwork,
  isServedNetwork,
  toCaipNetwork,
  type UnservedNetwork,
} from '../networks/types.js'
import type { AppKitStorage } from '../storage/types.js'
import { defaultApiUrl, defaultFeatures } from './defaults.js'
import { normalizeThemeVariables } from './normalizeThemeVariables.js'
import type { AppKitOptions, Features, Metadata, ModalThemeVariables, ThemeMode } from './types.js'

// createAppKit runs at page start, so its options are checked by hand here rather than by a
// schema library that every page would have to load first. Each problem reads
// "<path>: expected …", naming the first bad option.
type Check = (value: unknown, path: string) => string | undefined

const problem = (path: string, expected: string) => `${path || 'options'}: expected ${expected}`
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const string: Check = (value, path) =>
  typeof value === 'string' ? undefined : problem(path, 'string')
const number: Check = (value, path) =>
  typeof value === 'number' && !Number.isNaN(value) ? undefined : problem(path, 'number')
const nonEmptyString: Check = (value, path) =>
  string(value, path) ?? ((value as string).length >= 1 ? undefined : problem(path, 'at least 1'))
const oneOf =
  (values: readonly string[]): Check =>
  (value, path) =>
    values.includes(value as string)
      ? undefined
      : problem(path, `one of ${values.map((entry) => JSON.stringify(entry)).join(', ')}`)
const url: Check = (value, path) => {
  if (typeof value !== 'string') return problem(path, 'string')
  try {
    new URL(value)
    return undefined
  } catch {
    return problem(path, 'a valid url')
  }
}
const arrayOf =
  (item: Check, minimum = 0): Check =>
  (value, path) => {
    if (!Array.isArray(value)) return problem(path, 'array')
    if (value.length < minimum) return problem(path, `at least ${minimum} item(s)`)
    for (const [index, entry] of value.entries()) {
      const found = item(entry, `${path}.${index}`)
      if (found) return found
    }
    return undefined
  }
const object =
  (shape: Record<string, Check>, optional: readonly string[] = []): Check =>
  (value, path) => {
    if (!isPlainObject(value)) return problem(path, 'object')
    for (const [key, check] of Object.entries(shape)) {
      if (value[key] === undefined && optional.includes(key)) continue
      const found = check(value[key], path ? `${path}.${key}` : key)
      if (found) return found
    }
    return undefined
  }

const network = object({
  id: (value, path) =>
    typeof value === 'number' || typeof value === 'string' ? undefined : problem(path, 'number'),
  caipNetworkId: (value, path) =>
    string(value, path) ??
    (/^[a-z0-9-]+:[^:]+$/.test(value as string) ? undefined : problem(path, 'a valid regex')),
  chainNamespace: oneOf(chainNamespaces),
  name: nonEmptyString,
  nativeCurrency: object({ name: string, symbol: string, decimals: number }),
  rpcUrls: object({ default: object({ http: arrayOf(string) }) }),
})

const checkOptions = object(
  {
    networks: arrayOf(network, 1),
    projectId: string,
    themeMode: oneOf(['light', 'dark']),
    features: (value, path) => (isPlainObject(value) ? undefined : problem(path, 'record')),
    featuredWalletIds: arrayOf(string),
    includeWalletIds: arrayOf(string),
    excludeWalletIds: arrayOf(string),
    apiUrl: url,
    frameUrl: url,
    language: nonEmptyString,
  },
  [
    'projectId',
    'themeMode',
    'features',
    'featuredWalletIds',
    'includeWalletIds',
    'excludeWalletIds',
    'apiUrl',
    'frameUrl',
    'language',
  ],
)

/** The checks of the options updateOptions may change after creation (each one optional). */
const checkUpdate = object(
  {
    features: (value, path) => (isPlainObject(value) ? undefined : problem(path, 'record')),
    featuredWalletIds: arrayOf(string),
    includeWalletIds: arrayOf(string),
    excludeWalletIds: arrayOf(string),
    themeMode: oneOf(['light', 'dark']),
  },
  ['features', 'featuredWalletIds', 'includeWalletIds', 'excludeWalletIds', 'themeMode'],
)

/**
 * Checks options given to updateOptions as createAppKit checks them.
 *
 * @throws InvalidOptionsError naming the first bad option.
 */
export function checkOptionsUpdate(options: Partial<AppKitOptions>): void {
  const found = checkUpdate(options, '')
  if (found) throw new InvalidOptionsError(found)
}

/** Options with every default filled in: what the instance works from. */
export type ResolvedOptions = {
  adapters: ChainAdapter[]
  networks: readonly CaipNetwork[]
  defaultNetwork: CaipNetwork
  projectId: string
  metadata: Metadata | undefined
  features: Features
  themeMode: ThemeMode | undefined
  /** AppKit's theme variables under the `--w3m-*` names the modal maps (`--apkt-*` ones win). */
  themeVariables: ModalThemeVariables
  /** The QR code's colour (`--apkt-qr-color` or `--w3m-qr-color`). */
  qrColor: string | undefined
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  enableEIP6963: boolean
  enableInjected: boolean
  enableWalletConnect: boolean
  featuredWalletIds: string[]
  includeWalletIds: string[]
  excludeWalletIds: string[]
  customWallets: NonNullable<AppKitOptions['customWallets']>
  defaultAccountTypes: NonNullable<AppKitOptions['defaultAccountTypes']>
  enableEmbedded: boolean
  preload: 'idle' | 'intent'
  enableReconnect: boolean
  /** The Connect view's entries into the guide for visitors new to wallets. */
  enableWalletGuide: boolean
  connectorImages: Record<string, string>
  basic: boolean
  debug: boolean
  apiUrl: string
  storage: AppKitStorage | undefined
  /**
   * The current language's catalogue as loaded so far (the `start` group at first; see
   * loadMessageGroups) with the `messages` overrides; setLanguage replaces it.
   */
  messages: Partial<Messages>
  /** The `messages` option as given. */
  messageOverrides: Partial<Messages>
  /** The `language` option, else the browser's preferences; resolved by setLanguage. */
  languages: readonly string[]
  isMobile: () => boolean
  siwx: SIWXConfig | undefined
  frameUrl: string | undefined
  createFrameHost: CreateFrameHost | undefined
  frameRequestTimeout: number | undefined
  /** AppKit's legal links, shown under the Connect view's ways to connect. */
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
}

/**
 * Validates createAppKit's options and fills in the spec's defaults.
 *
 * @throws InvalidOptionsError naming the first bad option.
 */
export function resolveOptions(given: AppKitOptions): ResolvedOptions {
  // A network of a namespace no adapter serves (AppKit's `tronMainnet`) is left out; viem chains
  // (AppKit's AppKitNetwork) get their CAIP fields; the schema checks the result.
  const givenNetworks: unknown = given.networks
  const listed = Array.isArray(givenNetworks) ? (givenNetworks as AppKitNetwork[]) : undefined
  const unserved = listed?.filter(isUnservedNetwork) ?? []
  if (unserved.length > 0 && given.debug !== false) {
    console.warn(
      `createAppKit: no Airlock adapter serves ${unserved.map((network) => network.caipNetworkId).join(', ')}; left out of "networks"`,
    )
  }
  if (given.defaultNetwork && isUnservedNetwork(given.defaultNetwork)) {
    throw new InvalidOptionsError(
      `defaultNetwork ${given.defaultNetwork.caipNetworkId}: no Airlock adapter serves the "${given.defaultNetwork.chainNamespace}" namespace`,
    )
  }
  const options = {
    ...given,
    networks: listed
      ? listed.filter((network) => !isUnservedNetwork(network)).map(asCaipNetwork)
      : given.networks,
    defaultNetwork: given.defaultNetwork ? asCaipNetwork(given.defaultNetwork) : undefined,
  }
  const found = checkOptions(options, '')
  if (found) throw new InvalidOptionsError(found)
  const networks = options.networks as readonly [CaipNetwork, ...CaipNetwork[]]
  const defaultNetwork = options.defaultNetwork ?? networks[0]
  if (!networks.some((network) => network.caipNetworkId === defaultNetwork.caipNetworkId)) {
    throw new InvalidOptionsError(
      `defaultNetwork ${defaultNetwork.caipNetworkId} is not in "networks"`,
    )
  }
  if (options.siweConfig !== undefined && options.siwx !== undefined) {
    throw new InvalidOptionsError('siweConfig and siwx cannot both be set')
  }
  const adapters = options.adapters ?? []
  const namespaces = new Set<string>()
  for (const adapter of adapters) {
    if (namespaces.has(adapter.namespace)) {
      throw new InvalidOptionsError(`two adapters for the "${adapter.namespace}" namespace`)
    }
    namespaces.add(adapter.namespace)
  }
  return {
    adapters,
    networks,
    defaultNetwork,
    projectId: options.projectId ?? '',
    metadata: options.metadata,
    features: { ...defaultFeatures, ...options.features },
    themeMode: options.themeMode,
    ...normalizeThemeVariables({ ...options.themeVariables }),
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    enableEIP6963: options.enableEIP6963 ?? true,
    enableInjected: options.enableInjected ?? true,
    enableWalletConnect: options.enableWalletConnect ?? true,
    featuredWalletIds: options.featuredWalletIds ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    customWallets: options.customWallets ?? [],
    defaultAccountTypes: options.defaultAccountTypes ?? {},
    enableEmbedded: options.enableEmbedded ?? false,
    preload: options.preload ?? 'intent',
    enableReconnect: options.enableReconnect ?? true,
    enableWalletGuide: options.enableWalletGuide ?? true,
    connectorImages: { ...options.connectorImages },
    basic: options.basic ?? false,
    debug: options.debug ?? true,
    apiUrl: (options.apiUrl ?? defaultApiUrl).replace(/\/$/, ''),
    storage: options.storage,
    messages: { ...start, ...options.messages },
    messageOverrides: { ...options.messages },
    languages: options.language
      ? [options.language]
      : typeof navigator === 'undefined'
        ? []
        : (navigator.languages ?? [navigator.language]),
    isMobile: options.isMobile ?? detectMobile,
    siwx: options.siwx,
    frameUrl: options.frameUrl,
    createFrameHost: options.createFrameHost,
    frameRequestTimeout: options.frameRequestTimeout,
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
  }
}

function isUnservedNetwork(network: AppKitNetwork): network is UnservedNetwork {
  // Anything but an object is left for the schema to report.
  return typeof network === 'object' && network !== null && !isServedNetwork(network)
}

/** A served network's CaipNetwork; the unserved ones were filtered out before. */
function asCaipNetwork(network: AppKitNetwork): CaipNetwork {
  return toCaipNetwork(network as CaipNetwork)
}

function detectMobile(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false
  return (
    window.matchMedia('(pointer: coarse)').matches &&
    window.matchMedia('(max-width: 600px)').matches
  )
}
