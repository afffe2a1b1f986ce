import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import { type BitcoinDevAccount, bitcoinDevAccounts } from '../bitcoin/bitcoinDevAccounts.js'
import type {
  BitcoinDevWalletInitConfig,
  BitcoinDevWalletWindow,
} from '../bitcoin/bitcoinDevWalletInitScript.js'
import { bitcoinRegtest } from '../bitcoin/bitcoinRegtest.js'
import type { BitcoinDevWalletRequest } from '../bitcoin/createBitcoinDevWallet.js'

export type InstallBitcoinDevWalletParameters = {
  /** Default: the first dev account, broadcasting through the local server (8787). */
  config?: BitcoinDevWalletInitConfig | undefined
}

/** Controls of the Bitcoin dev wallet living in a page (each call runs in its current document). */
export type BitcoinDevWalletPage = {
  /** The account the wallet holds: `payment` (P2WPKH) and `ordinals` (P2TR) addresses and keys. */
  account: BitcoinDevAccount
  /** The next prompting request (connect, sign) fails as if the user declined it. */
  rejectNextRequest: () => Promise<void>
  /** Drops the site from the wallet's side; the page sees the accounts go. */
  disconnect: () => Promise<void>
  /** Requests the page made since the document loaded, both surfaces. */
  requests: () => Promise<BitcoinDevWalletRequest[]>
}

/** Path of the Bitcoin dev wallet's browser bundle (`@airlock/testing/bitcoin-dev-wallet.iife.js`). */
export function getBitcoinDevWalletBundlePath(): string {
  let path: string
  try {
    path = createRequire(import.meta.url).resolve('@airlock/testing/bitcoin-dev-wallet.iife.js')
  } catch {
    path = 'dist/bitcoin-dev-wallet.iife.js'
  }
  if (!existsSync(path)) {
    throw new Error(
      `The Bitcoin dev wallet bundle is missing at ${path}; build it with "pnpm --filter @airlock/testing build".`,
    )
  }
  return path
}

/**
 * Adds Airlock Dev Wallet for Bitcoin (Wallet Standard `bitcoin:*` and sats-connect, regtest) to
 * every document the page loads from now on, and returns its controls. Call it before `page.goto`.
 *
 * @example
 * const bitcoinWallet = await installBitcoinDevWallet(page)
 * await page.goto('/')
 * await bitcoinWallet.rejectNextRequest()
 */
export async function installBitcoinDevWallet(
  page: Page,
  { config = {} }: InstallBitcoinDevWalletParameters = {},
): Promise<BitcoinDevWalletPage> {
  const full: BitcoinDevWalletInitConfig = {
    accountIndex: 0,
    esploraUrl: `http://127.0.0.1:8787/v1/bitcoin/${bitcoinRegtest.caipNetworkId.slice('bip122:'.length)}`,
    ...config,
  }
  const account = bitcoinDevAccounts[full.accountIndex ?? 0]
  if (!account) throw new Error(`No Bitcoin dev account ${full.accountIndex}`)
  const bundle = await readFile(getBitcoinDevWalletBundlePath(), 'utf8')
  await page.addInitScript({
    content: `globalThis.__AIRLOCK_BITCOIN_DEV_WALLET_CONFIG__ = ${JSON.stringify(full)};\n${bundle}`,
  })
  const call = (name: 'rejectNextRequest' | 'disconnect' | 'requests') =>
    page.evaluate((member) => {
      const wallet = (window as unknown as BitcoinDevWalletWindow).airlockBitcoinDevWallet
      if (!wallet) throw new Error('The Bitcoin dev wallet is not in this page')
      const value = member === 'requests' ? wallet.requests : wallet[member]()
      return JSON.parse(JSON.stringify(value ?? null)) as unknown
    }, name)
  return {
    account,
    rejectNextRequest: async () => {
      await call('rejectNextRequest')
    },
    disconnect: async () => {
      await call('disconnect')
    },
    requests: async () => (await call('requests')) as BitcoinDevWalletRequest[],
  }
}
