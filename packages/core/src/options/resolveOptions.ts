import type { SIWXConfig } from '@airlock/blockchain-api'
import * as z from 'zod/mini'
import type { ChainAdapter } from '../adapter/types.js'
import type { CreateFrameHost } from '../auth/types.js'
import { chainNamespaces } from '../caip/types.js'
import { InvalidOptionsError } from '../errors/appKit.js'
import { en, type Messages } from '../i18n/messages.js'
import { type CaipNetwork, toCaipNetwork } from '../networks/types.js'
import type { AppKitStorage } from '../storage/types.js'
import { defaultApiUrl, defaultFeatures } from './defaults.js'
import type { AppKitOptions, Features, Metadata, ThemeMode, ThemeVariables } from './types.js'

const networkSchema = z.object({
  id: z.union([z.number(), z.string()]),
  caipNetworkId: z.string().check(z.regex(/^[a-z0-9-]+:[^:]+$/)),
  chainNamespace: z.enum(chainNamespaces),
  name: z.string().check(z.minLength(1)),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number() }),
  rpcUrls: z.object({ default: z.object({ http: z.array(z.string()) }) }),
})

const optionsSchema = z.object({
  networks: z.array(networkSchema).check(z.minLength(1)),
  projectId: z.optional(z.string()),
  themeMode: z.optional(z.enum(['light', 'dark'])),
  features: z.optional(z.record(z.string(), z.unknown())),
  featuredWalletIds: z.optional(z.array(z.string())),
  includeWalletIds: z.optional(z.array(z.string())),
  excludeWalletIds: z.optional(z.array(z.string())),
  apiUrl: z.optional(z.url()),
  frameUrl: z.optional(z.url()),
})

/**
 * The option's problem in a few words. zod/mini carries no message catalogue, and loading zod's
 * whole English locale for a developer-facing error is not worth its weight at load.
 */
function describeOptionIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `expected ${issue.expected}`
    case 'too_small':
      return `expected at least ${String(issue.minimum)}${issue.origin === 'array' ? ' item(s)' : ''}`
    case 'invalid_format':
      return `expected a valid ${issue.format}`
    case 'invalid_value':
      return `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`
    default:
      return 'invalid'
  }
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
  themeVariables: ThemeVariables
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
  basic: boolean
  debug: boolean
  apiUrl: string
  storage: AppKitStorage | undefined
  messages: Messages
  isMobile: () => boolean
  siwx: SIWXConfig | undefined
  frameUrl: string | undefined
  createFrameHost: CreateFrameHost | undefined
}

/**
 * Validates createAppKit's options and fills in the spec's defaults.
 *
 * @throws InvalidOptionsError naming the first bad option.
 */
export function resolveOptions(given: AppKitOptions): ResolvedOptions {
  // viem chains (AppKit's AppKitNetwork) get their CAIP fields first; the schema checks the result.
  const options = {
    ...given,
    networks: Array.isArray(given.networks) ? given.networks.map(toCaipNetwork) : given.networks,
    defaultNetwork: given.defaultNetwork ? toCaipNetwork(given.defaultNetwork) : undefined,
  }
  const parsed = optionsSchema.safeParse(options, { error: describeOptionIssue })
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new InvalidOptionsError(
      `${issue?.path.join('.') || 'options'}: ${issue?.message ?? 'invalid'}`,
    )
  }
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
    themeVariables: { ...options.themeVariables },
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
    basic: options.basic ?? false,
    debug: options.debug ?? true,
    apiUrl: (options.apiUrl ?? defaultApiUrl).replace(/\/$/, ''),
    storage: options.storage,
    messages: { ...en, ...options.messages },
    isMobile: options.isMobile ?? detectMobile,
    siwx: options.siwx,
    frameUrl: options.frameUrl,
    createFrameHost: options.createFrameHost,
  }
}

function detectMobile(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false
  return (
    window.matchMedia('(pointer: coarse)').matches &&
    window.matchMedia('(max-width: 600px)').matches
  )
}
