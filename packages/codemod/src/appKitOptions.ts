import type { AirlockModule } from './appKitModules.js'

/**
 * An Airlock export whose options an AppKit app passes as an object literal (a call, `new`, or JSX
 * props): each key Airlock's type does not have is reported, and so are the ones below.
 */
export type OptionCheck = {
  /** The Airlock module and export; its first parameter's type lists the keys it takes. */
  module: AirlockModule
  name: string
  /** Keys an app moving over should set, with why; reported where the options are given. */
  expected?: Readonly<Record<string, string>> | undefined
  /** Keys whose presence means the `expected` ones are not needed (an instance given instead). */
  unlessGiven?: readonly string[] | undefined
  /** Keys Airlock accepts so the app type-checks, and does nothing with: what happens instead. */
  ignored?: Readonly<Record<string, string>> | undefined
  /** Why Airlock lacks a key, for keys it does not take (`features.pay` for nested ones). */
  missing?: Readonly<Record<string, string>> | undefined
}

const appKitOptions = {
  expected: {
    apiUrl:
      'Airlock reads wallets, balances and history from your Airlock server at `apiUrl` (default http://127.0.0.1:8787), and `projectId` names a project on that server, not on Reown Cloud',
  },
  ignored: {
    tokens: "balances and tokens come from your Airlock server's data API",
    enableCoinbase:
      "there is no Coinbase SDK connector; Coinbase Wallet's extension appears through EIP-6963",
    manualWCControl: "the adapters make and drive WalletConnect's client",
    universalProvider: "the adapters make and drive WalletConnect's client",
    enableMobileFullScreen: 'the modal is a bottom sheet on phones',
    siweConfig:
      'SIWE configurations are not supported: sign in with the `siwx` option (@airlock/siwx)',
    coinbasePreference:
      'there is no Coinbase SDK connector; Coinbase Wallet appears through EIP-6963 or WalletConnect',
    enableBaseAccount:
      'there is no Base Account SDK connector; wallets appear through EIP-6963 or WalletConnect',
    enableAuthLogger:
      "Airlock's login runs in its own wallet frame and reports failures as `error` events",
    experimental_preferUniversalLinks:
      'a wallet opens with the link the registry lists for it (its universal link where it gives one)',
    universalProviderConfigOverride: "the adapters make and drive WalletConnect's client",
  },
  missing: {
    'features.pay': 'Pay is not in Airlock yet',
    'features.reownAuthentication':
      "Reown's cloud sign-in: use the `siwx` option with @airlock/siwx's ServerSIWX and your Airlock server",
    'features.headless': 'the headless API (useAppKitWallets) is on for every project',
  },
} as const

/** The option checks, by the Airlock export they apply to. */
export const optionChecks: readonly OptionCheck[] = [
  { module: '@airlock/react', name: 'createAppKit', ...appKitOptions },
  // AppKit's AppKitProvider takes createAppKit's options as props.
  { module: '@airlock/react', name: 'AppKitProvider', ...appKitOptions, unlessGiven: ['appKit'] },
  { module: '@airlock/vue', name: 'createAppKit', ...appKitOptions },
  { module: '@airlock/adapter-wagmi', name: 'WagmiAdapter' },
  { module: '@airlock/adapter-ethers', name: 'EthersAdapter' },
  { module: '@airlock/adapter-ethers/ethers5', name: 'Ethers5Adapter' },
  { module: '@airlock/adapter-solana', name: 'SolanaAdapter' },
  { module: '@airlock/adapter-bitcoin', name: 'BitcoinAdapter' },
]

/** The key of an option check in the surface's `options`: `module#name`. */
export function optionCheckKey(check: Pick<OptionCheck, 'module' | 'name'>): string {
  return `${check.module}#${check.name}`
}
