import type { AnnounceDevWalletParameters } from './announceDevWallet.js'
import type { CreateDevWalletParameters, DevWallet } from './createDevWallet.js'

/**
 * What the browser bundle (`@airlock/testing/dev-wallet.iife.js`) reads from
 * `window.__AIRLOCK_DEV_WALLET_CONFIG__`: the wallet's options plus how to announce it. It must be
 * plain JSON, since it crosses into the page.
 */
export type DevWalletInitConfig = Omit<CreateDevWalletParameters, 'storage'> &
  Omit<AnnounceDevWalletParameters, 'target'> & {
    /** Keep the wallet in memory only instead of `sessionStorage`. Default: false. */
    inMemory?: boolean | undefined
    /** Also run in iframes. Default: false (top frame only). */
    allFrames?: boolean | undefined
  }

/** The globals the browser bundle reads and writes. */
export type DevWalletWindow = {
  __AIRLOCK_DEV_WALLET_CONFIG__?: DevWalletInitConfig | undefined
  /** The wallet with its controls, set by the browser bundle. */
  airlockDevWallet?: DevWallet | undefined
}
