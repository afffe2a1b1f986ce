import type { DevWallet, DevWalletProvider } from './createDevWallet.js'
import { devWalletIcon } from './devWalletIcon.js'

/** EIP-6963 provider info. */
export type DevWalletInfo = { uuid: string; name: string; icon: string; rdns: string }

export type AnnounceDevWalletParameters = {
  /** Default: 'Airlock Dev Wallet'. */
  name?: string | undefined
  /** Default: 'dev.airlock.wallet'. */
  rdns?: string | undefined
  /** A data URI. Default: the dev wallet's SVG icon. */
  icon?: string | undefined
  /** Default: a fresh UUIDv4. */
  uuid?: string | undefined
  /** Where to dispatch and listen. Default: `window`. */
  target?: EventTarget | undefined
  /** Also set `window.ethereum` (on `target`) to the provider. Default: false. */
  injectAsWindowEthereum?: boolean | undefined
}

/** Stops re-announcing (and removes `window.ethereum` if this call set it). */
export type AnnounceDevWalletReturnType = () => void

/**
 * Announces the wallet's provider through EIP-6963: dispatches `eip6963:announceProvider` with a
 * frozen `{ info, provider }` now and again on every `eip6963:requestProvider`.
 *
 * @example
 * const wallet = createDevWallet()
 * const unsubscribe = announceDevWallet(wallet, { injectAsWindowEthereum: true })
 */
export function announceDevWallet(
  wallet: DevWallet | DevWalletProvider,
  parameters: AnnounceDevWalletParameters = {},
): AnnounceDevWalletReturnType {
  const target = parameters.target ?? (globalThis as { window?: EventTarget }).window
  if (!target) throw new Error('announceDevWallet needs a window or an explicit target.')
  const provider = 'provider' in wallet ? wallet.provider : wallet
  const info: DevWalletInfo = Object.freeze({
    uuid: parameters.uuid ?? randomUuid(),
    name: parameters.name ?? 'Airlock Dev Wallet',
    icon: parameters.icon ?? devWalletIcon,
    rdns: parameters.rdns ?? 'dev.airlock.wallet',
  })
  const detail = Object.freeze({ info, provider })
  const announce = () => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  const host = target as EventTarget & { ethereum?: unknown }
  if (parameters.injectAsWindowEthereum) host.ethereum = provider
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => {
    target.removeEventListener('eip6963:requestProvider', announce)
    if (parameters.injectAsWindowEthereum && host.ethereum === provider) delete host.ethereum
  }
}

// crypto.randomUUID exists only in secure contexts; plain http pages on a LAN host lack it.
function randomUuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
