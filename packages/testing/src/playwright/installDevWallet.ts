import { readFile } from 'node:fs/promises'
import type { BrowserContext, Page } from '@playwright/test'
import type { DevWallet, DevWalletRequest, DevWalletState } from '../wallet/createDevWallet.js'
import type { DevWalletChain } from '../wallet/devWalletChain.js'
import type { DevWalletInitConfig, DevWalletWindow } from '../wallet/devWalletInitConfig.js'
import { getDevWalletBundlePath } from './getDevWalletBundlePath.js'

export type InstallDevWalletParameters = {
  /** Options of the wallet in the page. Must be plain JSON. Default: the devnet's accounts and chains. */
  config?: DevWalletInitConfig | undefined
  /** Path of the browser bundle. Default: the one shipped in `@airlock/testing`. */
  bundlePath?: string | undefined
}

/**
 * Controls of the dev wallet living in a page. Each call runs in the page's current document
 * (`page.evaluate`); after a navigation the wallet is a new one that remembers, through
 * `sessionStorage`, the authorisation, the account and the chain — not queued rejections or the
 * request log.
 */
export type DevWalletPage = {
  /** See `DevWallet.rejectNextRequest`: the next prompting request (or `method`) fails with 4001. */
  rejectNextRequest: (options?: { method?: string | undefined }) => Promise<void>
  /** The wallet moves itself to a chain it knows; the page receives `chainChanged`. */
  switchChain: (chainId: number) => Promise<void>
  /** Teaches the wallet a chain, so that `switchChain` can go there. */
  addChain: (chain: DevWalletChain) => Promise<void>
  /** Selects another account; the page receives `accountsChanged`. */
  setAccount: (index: number) => Promise<void>
  /** Disconnects the site from the wallet's side. */
  disconnect: () => Promise<void>
  /** Requests the page made to the wallet since the document loaded. */
  requests: () => Promise<DevWalletRequest[]>
  getState: () => Promise<DevWalletState>
}

export type InstallDevWalletReturnType = DevWalletPage

/**
 * Adds the dev wallet to every document the page (or context) loads from now on, as an init
 * script, and returns controls that act on the page's wallet. Call it before `page.goto`.
 *
 * @example
 * const devWallet = await installDevWallet(page, { config: { initialChainId: 31338 } })
 * await page.goto('/')
 * await devWallet.rejectNextRequest({ method: 'personal_sign' })
 */
export async function installDevWallet(
  page: Page,
  parameters: InstallDevWalletParameters = {},
): Promise<InstallDevWalletReturnType> {
  await addDevWalletInitScript(page, parameters)
  const call = (name: keyof DevWallet, args: unknown[] = []) =>
    // Serialised into the page: it may only use its arguments and the page's globals.
    page.evaluate(
      ({ name, args }) => {
        const wallet = (window as unknown as DevWalletWindow).airlockDevWallet
        if (!wallet) {
          throw new Error(
            'The Airlock Dev Wallet is not in this page: install it before the page navigates.',
          )
        }
        const member = wallet[name] as unknown
        const result =
          typeof member === 'function'
            ? (member as (...values: unknown[]) => unknown)(...args)
            : member
        return result === undefined ? null : (JSON.parse(JSON.stringify(result)) as unknown)
      },
      { name, args },
    )
  return {
    async rejectNextRequest(options = {}) {
      await call('rejectNextRequest', [options])
    },
    async switchChain(chainId) {
      await call('switchChain', [chainId])
    },
    async addChain(chain) {
      await call('addChain', [chain])
    },
    async setAccount(index) {
      await call('setAccount', [index])
    },
    async disconnect() {
      await call('disconnect')
    },
    requests: async () => (await call('requests')) as DevWalletRequest[],
    getState: async () => (await call('getState')) as DevWalletState,
  }
}

/** Adds the init script only: for a whole browser context, or when the controls are not needed. */
export async function addDevWalletInitScript(
  target: Page | BrowserContext,
  parameters: InstallDevWalletParameters = {},
): Promise<void> {
  const bundle = await readFile(parameters.bundlePath ?? getDevWalletBundlePath(), 'utf8')
  // One script, so the configuration is certainly in place before the bundle reads it.
  const config = JSON.stringify(parameters.config ?? {})
  await target.addInitScript({
    content: `globalThis.__AIRLOCK_DEV_WALLET_CONFIG__ = ${config};\n${bundle}`,
  })
}
