import { type AppKitNetwork, type AppKitOptions, defaultConnectMethodsOrder } from '@airlock/core'

/**
 * createAppKit options AppKit has and core does not. `allWallets`, `chainImages`,
 * `customRpcUrls`, `showWallets`, `enableWallets` and `disableAppend` are honoured (core also
 * honours `connectorImages`, `enableReconnect`,
 * `termsConditionsUrl` and `privacyPolicyUrl`); the others are accepted so an AppKit app
 * type-checks and runs unchanged, and docs/migrating-from-appkit.md says what each does here.
 */
export type AppKitOnlyOptions = {
  /** AppKit: show the "All Wallets" entry (`SHOW`), hide it (`HIDE`) or show it on phones only. */
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE' | undefined
  /** AppKit: images by chain id, over the networks' own icons. */
  chainImages?: Record<number | string, string> | undefined
  /** AppKit: RPC URLs by CAIP network id, read before the networks' own. */
  customRpcUrls?: Record<string, { url: string; config?: unknown }[]> | undefined
  /** AppKit: tokens to list by CAIP network id. Accepted; balances come from the Airlock server. */
  tokens?: Record<string, { address: string; image?: string | undefined }> | undefined
  /** AppKit: false lists no wallets (email and social login only). */
  enableWallets?: boolean | undefined
  /** AppKit: list wallets in the email view at once; `features.emailShowWallets` wins. */
  showWallets?: boolean | undefined
  /** AppKit: the Coinbase connector. Accepted; there is none (Coinbase Wallet appears via EIP-6963). */
  enableCoinbase?: boolean | undefined
  /** AppKit: leave the modal out of the page; an `<appkit-modal>` element shows it instead. */
  disableAppend?: boolean | undefined
  /** AppKit: the app drives WalletConnect itself. Accepted; the adapters drive it. */
  manualWCControl?: boolean | undefined
  /** AppKit: a WalletConnect UniversalProvider to use. Accepted; the adapters make their own. */
  universalProvider?: unknown
  /** AppKit: the modal fills the screen on phones. Accepted; the modal is a bottom sheet there. */
  enableMobileFullScreen?: boolean | undefined
  /**
   * AppKit: which accounts Coinbase's SDK offers (smart wallet, EOA or both). Accepted; there is no
   * Coinbase SDK connector here (Coinbase Wallet's extension appears through EIP-6963).
   */
  coinbasePreference?: 'all' | 'smartWalletOnly' | 'eoaOnly' | undefined
  /**
   * AppKit: the Base Account connector (Coinbase's smart wallet, gas paid through its paymaster).
   * Accepted; there is no Base Account connector here.
   */
  enableBaseAccount?: boolean | undefined
  /**
   * AppKit: logs of Reown's email and social login. Accepted; Airlock's login runs in its own
   * wallet frame, whose failures reach the dapp as `error` events (`subscribeEvents`).
   */
  enableAuthLogger?: boolean | undefined
  /**
   * AppKit: open wallets through universal links rather than deep links. Accepted; a wallet opens
   * with the link the registry lists for it (its universal link where the wallet gives one).
   */
  experimental_preferUniversalLinks?: boolean | undefined
  /**
   * AppKit: overrides of WalletConnect's UniversalProvider (methods, chains, events, rpcMap,
   * default chain). Accepted; Airlock's adapters build the WalletConnect session from their
   * networks and methods, and read chains through their own transports.
   */
  universalProviderConfigOverride?:
    | {
        methods?: Record<string, string[]> | undefined
        chains?: Record<string, string[]> | undefined
        events?: Record<string, string[]> | undefined
        rpcMap?: Record<string, string> | undefined
        defaultChain?: string | undefined
      }
    | undefined
}

const phone = /Android|iPhone|iPad|iPod|Mobile/i

/**
 * Core's options from createAppKit's: `allWallets`, `showWallets` and `enableWallets` become
 * features (explicit `features` win) and `chainImages` and `customRpcUrls` go into the networks.
 * Core reads only its own options, so the other AppKit-only ones go no further.
 *
 * @example toCoreOptions({ networks, allWallets: 'HIDE' }).features // { allWallets: false }
 */
export function toCoreOptions(options: AppKitOptions & AppKitOnlyOptions): AppKitOptions {
  const { allWallets, chainImages, customRpcUrls, showWallets } = options
  const features = { ...options.features }
  if (allWallets !== undefined && features.allWallets === undefined) {
    const onPhone = () =>
      options.isMobile?.() ?? (typeof navigator !== 'undefined' && phone.test(navigator.userAgent))
    features.allWallets = allWallets === 'SHOW' || (allWallets === 'ONLY_MOBILE' && onPhone())
  }
  if (showWallets !== undefined) features.emailShowWallets ??= showWallets
  if (options.enableWallets === false) {
    features.connectMethodsOrder = (
      features.connectMethodsOrder ?? defaultConnectMethodsOrder
    ).filter((method) => method !== 'wallet')
  }
  if (!chainImages && !customRpcUrls) return { ...options, features }
  // Only viem chains lack a caipNetworkId, and those are eip155.
  const withOwn = ({ assets, rpcUrls, ...network }: AppKitNetwork) =>
    ({
      ...network,
      assets: { ...assets, imageUrl: chainImages?.[network.id] ?? assets?.imageUrl },
      rpcUrls: {
        ...rpcUrls,
        default: {
          ...rpcUrls.default,
          http: [
            ...(customRpcUrls?.[network.caipNetworkId ?? `eip155:${network.id}`] ?? []).map(
              (entry) => entry.url,
            ),
            ...rpcUrls.default.http,
          ],
        },
      },
    }) as AppKitNetwork
  return {
    ...options,
    features,
    networks: options.networks.map(withOwn) as unknown as AppKitOptions['networks'],
    defaultNetwork: options.defaultNetwork && withOwn(options.defaultNetwork),
  }
}
