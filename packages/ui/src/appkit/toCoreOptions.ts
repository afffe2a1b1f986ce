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
