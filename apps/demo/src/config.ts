import { BitcoinAdapter } from '@airlock/adapter-bitcoin'
import { SolanaAdapter } from '@airlock/adapter-solana'
import { type ChainAdapter, createAppKit, type ThemeVariables } from '@airlock/react'
import {
  airlockLocal,
  airlockLocal2,
  base,
  bitcoinRegtest,
  mainnet,
  solanaDevnet,
  solanaLocal,
} from '@airlock/react/networks'
import { ServerSIWX } from '@airlock/siwx'

/** The project id the local Airlock server knows out of the box. */
export const projectId = import.meta.env.VITE_AIRLOCK_PROJECT_ID ?? 'local-dev'

/** Local mode (the default): the dev wallet is in the page and the local chains come first. */
export const isLocalMode = import.meta.env.VITE_AIRLOCK_LOCAL !== 'false'

export const evmNetworks = [airlockLocal, airlockLocal2, mainnet, base] as const
/**
 * EVM first (the default network), then Solana (the local chain of the stack and devnet), then
 * Bitcoin (the stack's regtest node).
 */
const networks = [...evmNetworks, solanaLocal, solanaDevnet, bitcoinRegtest] as const

/**
 * WalletConnect's relay: in local mode the local server's (`ws://127.0.0.1:8787/relay`), so the
 * WalletConnect test wallet can pair with no outside network; otherwise WalletConnect's.
 */
export const relayUrl =
  import.meta.env.VITE_AIRLOCK_RELAY_URL ?? (isLocalMode ? 'ws://127.0.0.1:8787/relay' : undefined)

/** Which adapter the page runs on: `?adapter=wagmi` (the default), `ethers` or `ethers5`. */
export type AdapterKind = 'wagmi' | 'ethers' | 'ethers5'
export const adapterKinds: readonly AdapterKind[] = ['wagmi', 'ethers', 'ethers5']
export const adapterKind = readAdapterKind()

function readAdapterKind(): AdapterKind {
  if (typeof window === 'undefined') return 'wagmi'
  const flag = new URLSearchParams(window.location.search).get('adapter')
  return adapterKinds.find((kind) => kind === flag) ?? 'wagmi'
}

/** Solana next to wagmi: Wallet Standard wallets, the local LiteSVM chain in local mode. */
const solanaAdapter = new SolanaAdapter()

/** Bitcoin next to them: Wallet Standard and sats-connect wallets, data from the local server. */
const bitcoinAdapter = new BitcoinAdapter()

const metadata = {
  name: 'Airlock Demo',
  description: 'A dapp that connects wallets with Airlock',
  url: typeof window === 'undefined' ? 'http://127.0.0.1:5173' : window.location.origin,
  icons: [],
}

/** Where the local Airlock server runs (data API, sign-in sessions). */
const apiUrl = import.meta.env.VITE_AIRLOCK_API_URL ?? 'http://127.0.0.1:8787'

/**
 * Sign-in with the wallet, verified and kept by the Airlock server: `?siwx=required` (the wallet
 * is disconnected unless it signs in) or `?siwx=optional`; `?siwx=off` or no flag leaves it out.
 */
export const siwxMode = readSiwxMode()

function readSiwxMode(): 'required' | 'optional' | 'off' {
  if (!isLocalMode || typeof window === 'undefined') return 'off'
  const flag = new URLSearchParams(window.location.search).get('siwx')
  return flag === 'required' || flag === 'optional' ? flag : 'off'
}

/**
 * The modal's language: `?lang=ar` (any tag Airlock translates into); no flag leaves it to the
 * browser's preferences.
 */
export const languageFlag = readLanguage()

function readLanguage(): string | undefined {
  if (typeof window === 'undefined') return undefined
  return new URLSearchParams(window.location.search).get('lang') || undefined
}

/**
 * `?email=off` turns the embedded wallet's logins off (`features.email: false, socials: false`): no
 * email field, no social buttons, no frame SDK.
 */
const emailOff =
  typeof window !== 'undefined' &&
  new URLSearchParams(window.location.search).get('email') === 'off'

/**
 * `?account=eoa`: the embedded wallet's eip155 account starts as its EOA
 * (`defaultAccountTypes.eip155`); without it, the spec's default, the smart account, on chains
 * with a bundler.
 */
const eoaFirst =
  typeof window !== 'undefined' &&
  new URLSearchParams(window.location.search).get('account') === 'eoa'

/**
 * `?frameTimeout=<ms>`: how long the wallet frame's login requests wait (`frameRequestTimeout`,
 * default 30 s), so a test can see the socials timeout without waiting half a minute.
 */
const frameTimeout =
  typeof window === 'undefined'
    ? undefined
    : Number(new URLSearchParams(window.location.search).get('frameTimeout')) || undefined

/**
 * `?themeVariables=<JSON>`: AppKit theme variables for the modal and the wallet frame, e.g.
 * `{"--w3m-accent":"#b5480f"}`, so a test can see both wear the same theme.
 */
const themeVariables = readThemeVariables()

function readThemeVariables(): ThemeVariables | undefined {
  if (typeof window === 'undefined') return undefined
  const flag = new URLSearchParams(window.location.search).get('themeVariables')
  if (!flag) return undefined
  try {
    return JSON.parse(flag) as ThemeVariables
  } catch (error) {
    console.error('?themeVariables is not JSON', error)
    return undefined
  }
}

/**
 * `?preload=idle`: the modal's inside also loads once the page is quiet and idle (`preload`), not
 * only on the visitor's intent (the default).
 */
const preloadWhenIdle =
  typeof window !== 'undefined' &&
  new URLSearchParams(window.location.search).get('preload') === 'idle'

/** `?passkey=on`: passkey-first sign-up and login ("Continue with a passkey"), beside email and social. */
const passkeyOn =
  typeof window !== 'undefined' &&
  new URLSearchParams(window.location.search).get('passkey') === 'on'

let appKit: ReturnType<typeof createAppKit> | undefined

/** The app's Airlock instance, once `createDemoAppKit` made it. */
export function getAppKit(): ReturnType<typeof createAppKit> {
  if (!appKit) throw new Error('createDemoAppKit has not run yet.')
  return appKit
}

/** Creates the app's Airlock instance on the adapter the page loaded. */
export function createDemoAppKit(adapter: ChainAdapter): ReturnType<typeof createAppKit> {
  appKit = createAppKit({
    adapters: [adapter, solanaAdapter, bitcoinAdapter],
    networks,
    projectId,
    metadata,
    themeMode: 'light',
    ...(themeVariables ? { themeVariables } : {}),
    language: languageFlag,
    features: emailOff ? { email: false, socials: false } : { passkey: passkeyOn },
    ...(eoaFirst ? { defaultAccountTypes: { eip155: 'eoa' as const } } : {}),
    ...(frameTimeout ? { frameRequestTimeout: frameTimeout } : {}),
    ...(preloadWhenIdle ? { preload: 'idle' as const } : {}),
    siwx:
      siwxMode === 'off'
        ? undefined
        : ServerSIWX({
            apiUrl,
            projectId,
            required: siwxMode === 'required',
            statement: 'Sign in to the Airlock demo.',
          }),
  })
  return appKit
}
