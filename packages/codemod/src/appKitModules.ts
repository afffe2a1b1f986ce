/** An Airlock module the codemod writes into an import in place of an AppKit one. */
export type AirlockModule =
  | '@airlock/react'
  | '@airlock/react/networks'
  | '@airlock/react/elements'
  | '@airlock/adapter-wagmi'
  | '@airlock/adapter-ethers'
  | '@airlock/adapter-ethers/ethers5'
  | '@airlock/adapter-solana'
  | '@airlock/adapter-solana/react'
  | '@airlock/adapter-bitcoin'
  | '@airlock/siwx'
  | '@airlock/vue'
  | '@airlock/core/networks'

/** The framework an app's AppKit imports are for: its Vue entries, or the others (React's). */
export type AppKitBinding = 'react' | 'vue'

/** What becomes of one AppKit module (a package or one of its subpaths). */
export type AppKitModuleMapping = {
  /** The Airlock module that replaces it; undefined when Airlock has none (see `reason`). */
  airlock: AirlockModule | undefined
  /** Why Airlock has no equivalent; reported wherever the module is imported. */
  reason?: string | undefined
  /** Why a name the Airlock module does not export is missing, when one reason fits them all. */
  missingName?: string | undefined
  /** Names that need a hand: what to do instead, or how Airlock's differs. */
  names?: Readonly<Record<string, string>> | undefined
}

const internals = "AppKit's internals, which apps seldom import; Airlock has no equivalent"
const noPay = 'Pay is not in Airlock yet'
const vue = {
  airlock: '@airlock/vue',
  missingName:
    "AppKit's controllers and utilities, which apps seldom import: `@airlock/vue` has createAppKit, AppKit, getAppKit, AppKit's composables and their types",
} as const

/**
 * Every AppKit module the codemod knows, by its import specifier
 * (docs/migrating-from-appkit.md, "Change the imports"). An `@reown/appkit*` specifier missing
 * from the table is reported as having no equivalent.
 */
export const appKitModules = {
  '@reown/appkit': { airlock: '@airlock/react' },
  '@reown/appkit/react': {
    airlock: '@airlock/react',
    names: { WcConstantsUtil: internals },
  },
  '@reown/appkit/react-core': { airlock: '@airlock/react' },
  '@reown/appkit/library/react': { airlock: '@airlock/react' },
  '@reown/appkit/core': { airlock: '@airlock/react' },
  '@reown/appkit/networks': {
    airlock: '@airlock/react/networks',
    missingName:
      "not among Airlock's networks: import it from `viem/chains` (viem chains are accepted) or declare it with `defineChain`",
  },
  '@reown/appkit/vue': vue,
  '@reown/appkit/vue-core': vue,
  '@reown/appkit/library/vue': vue,
  '@reown/appkit/utils': { airlock: undefined, reason: internals },
  '@reown/appkit/constants': { airlock: undefined, reason: internals },
  '@reown/appkit/auth-provider': {
    airlock: undefined,
    reason: "Reown's email and social login provider: Airlock's runs in its frame, with no import",
  },
  '@reown/appkit/testing': { airlock: undefined, reason: internals },
  '@reown/appkit-adapter-wagmi': {
    airlock: '@airlock/adapter-wagmi',
    names: {
      authConnector:
        "Reown's email and social connector: Airlock's email and social login come with the modal, with no connector to add",
    },
  },
  '@reown/appkit-adapter-ethers': { airlock: '@airlock/adapter-ethers' },
  '@reown/appkit-adapter-ethers5': { airlock: '@airlock/adapter-ethers/ethers5' },
  '@reown/appkit-adapter-solana': { airlock: '@airlock/adapter-solana' },
  '@reown/appkit-adapter-solana/react': { airlock: '@airlock/adapter-solana/react' },
  '@reown/appkit-adapter-solana/vue': {
    airlock: undefined,
    reason:
      "`@airlock/vue` has no composable for Solana's `Connection` yet: make one with `new Connection(rpcUrl)` from @solana/web3.js",
  },
  '@reown/appkit-adapter-bitcoin': { airlock: '@airlock/adapter-bitcoin' },
  '@reown/appkit-adapter-ton': { airlock: undefined, reason: 'Airlock has no TON adapter' },
  '@reown/appkit-adapter-tron': { airlock: undefined, reason: 'Airlock has no TRON adapter' },
  '@reown/appkit-adapter-polkadot': {
    airlock: undefined,
    reason: 'Airlock has no Polkadot adapter',
  },
  '@reown/appkit-siwx': {
    airlock: '@airlock/siwx',
    missingName:
      "Airlock's sign-in parts are factories: DefaultSIWX, ServerSIWX, createInformalMessenger, createEip155Verifier, createSolanaVerifier, createBip122Verifier, createLocalSiwxStorage, createCookieSiwxStorage",
  },
  '@reown/appkit-siwx/react': {
    airlock: '@airlock/react',
    names: {
      useAppKitSIWX:
        'returns the session with `signIn` and `signOut` ({ session, status, isSignedIn, signIn, signOut }), not the SIWX configuration',
    },
  },
  '@reown/appkit-siwx/vue': {
    airlock: undefined,
    reason:
      "`@airlock/vue` has no `useAppKitSIWX` yet; createAppKit's `siwx` option (@airlock/siwx) signs in as in React",
  },
  '@reown/appkit-siwe': {
    airlock: undefined,
    reason:
      "SIWE configurations: Airlock signs in with createAppKit's `siwx` option (@airlock/siwx: DefaultSIWX, or ServerSIWX with your Airlock server)",
  },
  '@reown/appkit-wallet-button': { airlock: '@airlock/react/elements' },
  '@reown/appkit-wallet-button/react': { airlock: '@airlock/react' },
  '@reown/appkit-pay': { airlock: undefined, reason: noPay },
  '@reown/appkit-pay/react': { airlock: undefined, reason: noPay },
  '@reown/appkit-common': { airlock: '@airlock/react' },
  '@reown/appkit-controllers': { airlock: '@airlock/react' },
  '@reown/appkit-controllers/react': { airlock: '@airlock/react' },
} as const satisfies Readonly<Record<string, AppKitModuleMapping>>

/** An AppKit module specifier the table names. */
export type AppKitModule = keyof typeof appKitModules

/**
 * In a Vue app (one that imports AppKit's Vue entries), the AppKit modules whose React-side
 * replacement would bring `@airlock/react` in: they take these Vue-side ones instead
 * (docs: packages/codemod/README.md, "In a Vue app").
 */
export const appKitModulesInVue = {
  '@reown/appkit': vue,
  '@reown/appkit/core': vue,
  '@reown/appkit/networks': {
    ...appKitModules['@reown/appkit/networks'],
    airlock: '@airlock/core/networks',
  },
  '@reown/appkit-common': vue,
  '@reown/appkit-controllers': vue,
} as const satisfies Readonly<Partial<Record<AppKitModule, AppKitModuleMapping>>>

/** The AppKit modules whose import makes an app a Vue app for the codemod. */
export const appKitVueModules: readonly string[] = [
  '@reown/appkit/vue',
  '@reown/appkit/vue-core',
  '@reown/appkit/library/vue',
  '@reown/appkit-adapter-solana/vue',
  '@reown/appkit-siwx/vue',
]

/** True for every specifier of an AppKit package (`@reown/appkit` and `@reown/appkit-*`). */
export function isAppKitSpecifier(specifier: string): boolean {
  return (
    specifier === '@reown/appkit' ||
    specifier.startsWith('@reown/appkit/') ||
    specifier.startsWith('@reown/appkit-')
  )
}

/**
 * What becomes of an import of `specifier`: its table row (the Vue-side one in a Vue app), a row
 * with no equivalent for an AppKit module the table does not name, and undefined for any other
 * module.
 */
export function getAppKitModuleMapping(
  specifier: string,
  binding: AppKitBinding = 'react',
): AppKitModuleMapping | undefined {
  if (binding === 'vue' && Object.hasOwn(appKitModulesInVue, specifier)) {
    return appKitModulesInVue[specifier as keyof typeof appKitModulesInVue]
  }
  if (Object.hasOwn(appKitModules, specifier)) return appKitModules[specifier as AppKitModule]
  if (!isAppKitSpecifier(specifier)) return undefined
  return { airlock: undefined, reason: 'an AppKit module Airlock has no equivalent for' }
}

/** The package a module specifier belongs to: `@scope/name` or `name`. */
export function packageOfSpecifier(specifier: string): string {
  const parts = specifier.split('/')
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/')
}

/**
 * The Airlock package that replaces an AppKit package in package.json: the package of its main
 * entry's replacement (in a Vue app, the Vue-side one); undefined when Airlock has none, so the
 * dependency stays.
 */
export function getAirlockPackageFor(
  appKitPackage: string,
  binding: AppKitBinding = 'react',
): string | undefined {
  const mapping = getAppKitModuleMapping(appKitPackage, binding)
  return mapping?.airlock && packageOfSpecifier(mapping.airlock)
}
