import type { SIWXConfig } from '@airlock/blockchain-api'
import type { ChainAdapter } from '../adapter/types.js'
import type { CreateFrameHost } from '../auth/types.js'
import type { ChainNamespace } from '../caip/types.js'
import type { Messages } from '../i18n/messages.js'
import type { AppKitNetwork } from '../networks/types.js'
import type { AppKitStorage } from '../storage/types.js'

export type ThemeMode = 'light' | 'dark'

/** The theme keys the modal maps onto its CSS variables (AppKit's `--w3m-*` names). */
export type ModalThemeVariables = {
  '--w3m-accent'?: string | undefined
  '--w3m-color-mix'?: string | undefined
  '--w3m-color-mix-strength'?: number | undefined
  '--w3m-font-family'?: string | undefined
  '--w3m-font-size-master'?: string | undefined
  '--w3m-border-radius-master'?: string | undefined
  '--w3m-z-index'?: number | undefined
}

/**
 * AppKit's theme variables: the `--w3m-*` keys, the QR code's colour, and the newer `--apkt-*`
 * names of the same keys (an `--apkt-*` key wins over its `--w3m-*` twin, as in AppKit).
 */
export type ThemeVariables = ModalThemeVariables & {
  /** The QR code's colour (the WalletConnect pairing's QR code). */
  '--w3m-qr-color'?: string | undefined
  '--apkt-accent'?: string | undefined
  '--apkt-color-mix'?: string | undefined
  '--apkt-color-mix-strength'?: number | undefined
  '--apkt-font-family'?: string | undefined
  '--apkt-font-size-master'?: string | undefined
  '--apkt-border-radius-master'?: string | undefined
  '--apkt-z-index'?: number | undefined
  '--apkt-qr-color'?: string | undefined
}

export type SocialProvider =
  | 'google'
  | 'x'
  | 'discord'
  | 'farcaster'
  | 'github'
  | 'apple'
  | 'facebook'
/** A way to connect on the Connect view: AppKit's three, and Airlock's passkey-first login. */
export type ConnectMethod = 'email' | 'social' | 'passkey' | 'wallet'
export type ConnectorTypeOrder =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send'

/** The modal's feature flags (`createAppKit({ features })`); AppKit's names, spec §1 defaults. */
export type Features = {
  /** The Account view's Swap action and the Swap views (quotes from your Airlock server). Default true. */
  swaps: boolean
  /** The Account view's Buy action and the on-ramp views (providers configured on the server). Default true. */
  onramp: boolean
  /** The Account view's Receive action (the address and its QR code). Default true. */
  receive: boolean
  /** The Account view's Send action and the Send views. Default true. */
  send: boolean
  /** The email login of the embedded wallet (the wallet frame); false loads no frame SDK for it. Default true. */
  email: boolean
  /**
   * Airlock's passkey-first login of the embedded wallet: "Continue with a passkey" signs up or
   * logs in with a passkey alone (its PRF seals the wallet's recovery key, so a synced passkey
   * restores the wallet on a new device). Placed after email and social unless
   * `connectMethodsOrder` names `passkey`. Needs an Airlock server with passkey routes. Default false.
   */
  passkey: boolean
  /** With email on, list the wallets at once under the email field (false: behind a button). Default true. */
  emailShowWallets: boolean
  /** The Account view's Activity tab (the account's history from the server). Default true. */
  history: boolean
  /** Send the modal's events to your Airlock server's analytics (with a `projectId`). Default true. */
  analytics: boolean
  /** The Connect view's "All Wallets" entry (the whole registry). Default true. */
  allWallets: boolean
  /** With a terms or privacy link, a checkbox the visitor ticks before any way to connect. Default false. */
  legalCheckbox: boolean
  /** AppKit's smart sessions (ERC-7715 permissions). Accepted; not offered here. Default false. */
  smartSessions: boolean
  /** AppKit's collapsed wallet list. Accepted; the Connect view always lists its wallets. Default false. */
  collapseWallets: boolean
  /** The social logins offered, in order, or false for none. Default: google, x, discord, farcaster, github, apple, facebook. */
  socials: SocialProvider[] | false
  /** The order of the Connect view's ways to connect. Default: email, social, wallet (and passkey, when on, after social). */
  connectMethodsOrder: ConnectMethod[]
  /** The order of the Connect view's wallet groups. Default: walletConnect, recent, injected, featured, custom, external, recommended. */
  connectorTypeOrder: ConnectorTypeOrder[]
  /** The order of the Account view's actions (each shown when its feature is on). Default: onramp, swaps, receive, send. */
  walletFeaturesOrder: WalletFeature[]
  /**
   * AppKit's headless mode, which AppKit's dashboard must allow. Accepted: the headless API
   * (`useAppKitWallets`) is open to every project here, whatever this says. Default false.
   */
  headless: boolean
  /** AppKit Pay (payments through Reown's exchanges). Accepted; a cloud service Airlock has no counterpart of. */
  pay: boolean
  /**
   * AppKit's sign-in through Reown's hosted service. Accepted; give `siwx` a config from
   * `@airlock/siwx` (its server-backed SIWX keeps sessions on your Airlock server).
   */
  reownAuthentication: boolean
}

export type Metadata = { name: string; description: string; url: string; icons: string[] }

export type CustomWallet = {
  id: string
  name: string
  imageUrl?: string | undefined
  homepage?: string | undefined
  mobile_link?: string | undefined
  desktop_link?: string | undefined
  webapp_link?: string | undefined
  rdns?: string | undefined
}

/** createAppKit's options; the names are AppKit's. */
export type AppKitOptions = {
  /** The chain adapters, one per namespace (`WagmiAdapter` or `EthersAdapter`, `SolanaAdapter`, `BitcoinAdapter`). */
  adapters?: ChainAdapter[] | undefined
  /** CaipNetworks, or viem chains (AppKit's `AppKitNetwork`): those become `eip155:<id>`. */
  networks: readonly [AppKitNetwork, ...AppKitNetwork[]]
  /** The network an account starts on; one of `networks`. Default: the first of `networks`. */
  defaultNetwork?: AppKitNetwork | undefined
  /** Project id known to your Airlock server. */
  projectId?: string | undefined
  /** The dapp's name, description, URL and icons: shown to wallets (WalletConnect, the frame's approvals). */
  metadata?: Metadata | undefined
  /** Feature flags over the defaults (see `Features`). */
  features?: Partial<Features> | undefined
  /** Light or dark. Default: the system's preference. */
  themeMode?: ThemeMode | undefined
  /** AppKit's theme variables (`--w3m-*`, `--apkt-*`): accent, colour mix, font, radius, z-index, QR colour. */
  themeVariables?: ThemeVariables | undefined
  /** Let an account stay on a network outside `networks` without the "Unsupported network" view. Default false. */
  allowUnsupportedChain?: boolean | undefined
  /** Offer a switch when the wallet is on a network outside `networks` (the UnsupportedChain view). Default true. */
  enableNetworkSwitch?: boolean | undefined
  /** List the browser wallets that announce themselves (EIP-6963). Default true. */
  enableEIP6963?: boolean | undefined
  /** List the injected wallet (`window.ethereum`). Default true. */
  enableInjected?: boolean | undefined
  /** Offer WalletConnect (QR code and mobile links). Default true. */
  enableWalletConnect?: boolean | undefined
  /** Registry wallet ids shown first in the Connect view, in this order. */
  featuredWalletIds?: string[] | undefined
  /** Registry wallet ids to list only these (in this order). */
  includeWalletIds?: string[] | undefined
  /** Registry wallet ids never listed. */
  excludeWalletIds?: string[] | undefined
  /** Wallets of your own, listed with the registry's (name, image, links). */
  customWallets?: CustomWallet[] | undefined
  /** The embedded wallet's account type per namespace: `eoa` or `smartAccount`. Default: eip155 a smart account where the chain has a bundler. */
  defaultAccountTypes?: Partial<Record<ChainNamespace, 'eoa' | 'smartAccount'>> | undefined
  /** The modal lives in the page (an `<appkit-modal>` element) and always shows there; closing returns to its first view. Default false. */
  enableEmbedded?: boolean | undefined
  /** WalletConnect "basic" mode: connect through a pairing only. */
  basic?: boolean | undefined
  /** Say on the console why a step failed (sign-in, swap tokens, the frame's logger). Default true. */
  debug?: boolean | undefined
  /**
   * Base URL of the Airlock server (data API, registry). When set, the adapters also read the
   * chains through its RPC route (`{apiUrl}/v1/?chainId=…&projectId=…`), falling back to each
   * network's own RPC URL for chains the server does not serve. Default: `http://127.0.0.1:8787`,
   * with chains read from their own URLs.
   */
  apiUrl?: string | undefined
  /** Where state persists. Defaults to localStorage in browsers, memory elsewhere. */
  storage?: AppKitStorage | undefined
  /** Message catalogue overrides: single texts, over the chosen language's. */
  messages?: Partial<Messages> | undefined
  /**
   * The modal's language (a BCP 47 tag such as `ar` or `pt-BR`); default: the browser's first
   * supported preference (`navigator.languages`), else English. Catalogues load on demand.
   */
  language?: string | undefined
  /** Overrides mobile detection (for the opening rules). */
  isMobile?: (() => boolean) | undefined
  /** Sign-in with the wallet after connecting (`DefaultSIWX` or `ServerSIWX` from @airlock/siwx). */
  siwx?: SIWXConfig | undefined
  /**
   * The wallet frame's address (email login and the embedded wallet). Default: the
   * `AIRLOCK_FRAME_URL` environment setting, else the local stack's frame origin.
   */
  frameUrl?: string | undefined
  /** Makes the wallet frame's host; default `@airlock/frame`'s SDK. For tests and custom hosts. */
  createFrameHost?: CreateFrameHost | undefined
  /**
   * How long the wallet frame's login requests (email, code, device, social) wait for an answer,
   * in ms; then a social login shows 'Invalid App Configuration' (spec: 30 s, the default).
   */
  frameRequestTimeout?: number | undefined
  /** AppKit's: wallet images by connector id (or EIP-6963 rdns), over the wallets' own icons. */
  connectorImages?: Record<string, string> | undefined
  /**
   * AppKit's: false leaves the connections stored by an earlier visit alone on load, so the
   * visitor connects again. Default true.
   */
  enableReconnect?: boolean | undefined
  /**
   * AppKit's: the guide for visitors new to wallets. The Connect view's "What is a wallet?" button
   * in its header and "Haven't got a wallet? Get started" under its wallets open the
   * `WhatIsAWallet` view, which leads to `GetWallet` (wallets to install, one link per platform).
   * False leaves both out. Default true.
   */
  enableWalletGuide?: boolean | undefined
  /**
   * When the modal's inside (its views, styles and texts) starts loading, before anything must
   * show: `'intent'` only when the visitor shows intent: a pointer entering or pressing one of the
   * modal's buttons (`<appkit-*>` elements, or any element marked `data-appkit-intent`), a touch
   * on one, or focus; `'idle'` also once the page has loaded, its network has been quiet for 1 s
   * and the browser is idle. Either way an open, a toast or intent loads it at once. Default
   * `'intent'`: a page nobody opens the modal on fetches none of it.
   */
  preload?: 'idle' | 'intent' | undefined
  /** AppKit's: legal links shown under the Connect view's ways to connect (http or https). */
  termsConditionsUrl?: string | undefined
  /** AppKit's: the privacy policy's link, beside `termsConditionsUrl` (http or https). */
  privacyPolicyUrl?: string | undefined
  /** AppKit's older sign-in option; not supported, and never together with `siwx`. */
  siweConfig?: unknown
}
