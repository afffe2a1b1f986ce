import type { AppKitOptions } from '@airlock/core'

/**
 * createAppKit options AppKit has and core does not. `allWallets` is honoured (it sets
 * `features.allWallets`); the others are accepted so an AppKit app type-checks and runs
 * unchanged, and docs/migrating-from-appkit.md says what each does here.
 */
export type AppKitOnlyOptions = {
  /** AppKit: show the "All Wallets" entry (`SHOW`), hide it (`HIDE`) or show it on phones only. */
  allWallets?: 'SHOW' | 'HIDE' | 'ONLY_MOBILE' | undefined
  /** AppKit: images by chain id. Accepted; Airlock shows the networks' own icons. */
  chainImages?: Record<number | string, string> | undefined
  /** AppKit: images by connector id. Accepted; Airlock shows the wallets' own icons. */
  connectorImages?: Record<string, string> | undefined
  /** AppKit: RPC URLs by CAIP network id. Accepted; give the adapter's transports instead. */
  customRpcUrls?: Record<string, { url: string; config?: unknown }[]> | undefined
  /** AppKit: tokens to list by CAIP network id. Accepted; balances come from the Airlock server. */
  tokens?: Record<string, { address: string; image?: string | undefined }> | undefined
  /** AppKit: legal links under the wallet list. Accepted; not shown yet. */
  termsConditionsUrl?: string | undefined
  privacyPolicyUrl?: string | undefined
  /** AppKit: list wallets at all. Accepted; wallets are always listed. */
  enableWallets?: boolean | undefined
  /** AppKit: list wallets in the email view. Accepted; see `features.emailShowWallets`. */
  showWallets?: boolean | undefined
  /** AppKit: the Coinbase connector. Accepted; there is none (Coinbase Wallet appears via EIP-6963). */
  enableCoinbase?: boolean | undefined
  /** AppKit: reconnect on load. Accepted; stored connections are always restored. */
  enableReconnect?: boolean | undefined
  /** AppKit: leave `<w3m-modal>` out of the page. Accepted; use `enableModal: false`. */
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
 * Core's options from createAppKit's: `allWallets` becomes `features.allWallets` (an explicit
 * `features.allWallets` wins), and the accepted AppKit-only options are left out.
 *
 * @example toCoreOptions({ networks, allWallets: 'HIDE' }).features // { allWallets: false }
 */
export function toCoreOptions(options: AppKitOptions & AppKitOnlyOptions): AppKitOptions {
  const {
    allWallets,
    chainImages: _chainImages,
    connectorImages: _connectorImages,
    customRpcUrls: _customRpcUrls,
    tokens: _tokens,
    termsConditionsUrl: _termsConditionsUrl,
    privacyPolicyUrl: _privacyPolicyUrl,
    enableWallets: _enableWallets,
    showWallets: _showWallets,
    enableCoinbase: _enableCoinbase,
    enableReconnect: _enableReconnect,
    disableAppend: _disableAppend,
    manualWCControl: _manualWCControl,
    universalProvider: _universalProvider,
    enableMobileFullScreen: _enableMobileFullScreen,
    ...core
  } = options
  if (allWallets === undefined || core.features?.allWallets !== undefined) return core
  const onPhone = () =>
    core.isMobile?.() ?? (typeof navigator !== 'undefined' && phone.test(navigator.userAgent))
  const show = allWallets === 'SHOW' || (allWallets === 'ONLY_MOBILE' && onPhone())
  return { ...core, features: { ...core.features, allWallets: show } }
}
