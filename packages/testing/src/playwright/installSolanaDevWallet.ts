import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'
import type { SolanaDevWalletRequest } from '../solana/createSolanaDevWallet.js'
import { solanaDevAccounts } from '../solana/solanaDevAccounts.js'
import type {
  SolanaDevWalletInitConfig,
  SolanaDevWalletWindow,
} from '../solana/solanaDevWalletInitScript.js'

export type InstallSolanaDevWalletParameters = {
  /** Default: the local chain's `solanaDevAccounts.wallet` on `solana:localnet` (port 8899). */
  config?: Partial<SolanaDevWalletInitConfig> | undefined
}

/** Controls of the Solana dev wallet living in a page (each call runs in its current document). */
export type SolanaDevWalletPage = {
  address: string
  /** The next prompting request (connect, sign, send) fails with code 4001. */
  rejectNextRequest: () => Promise<void>
  /** Drops the site from the wallet's side; the page sees the accounts go. */
  disconnect: () => Promise<void>
  requests: () => Promise<SolanaDevWalletRequest[]>
}

/** Path of the Solana dev wallet's browser bundle (`@airlock/testing/solana-dev-wallet.iife.js`). */
export function getSolanaDevWalletBundlePath(): string {
  let path: string
  try {
    path = createRequire(import.meta.url).resolve('@airlock/testing/solana-dev-wallet.iife.js')
  } catch {
    path = 'dist/solana-dev-wallet.iife.js'
  }
  if (!existsSync(path)) {
    throw new Error(
      `The Solana dev wallet bundle is missing at ${path}; build it with "pnpm --filter @airlock/testing build".`,
    )
  }
  return path
}

/**
 * Adds Airlock Dev Wallet for Solana (a Wallet Standard wallet) to every document the page loads
 * from now on, and returns its controls. Call it before `page.goto`.
 *
 * @example
 * const solanaWallet = await installSolanaDevWallet(page)
 * await page.goto('/')
 * await solanaWallet.rejectNextRequest()
 */
export async function installSolanaDevWallet(
  page: Page,
  { config = {} }: InstallSolanaDevWalletParameters = {},
): Promise<SolanaDevWalletPage> {
  const full: SolanaDevWalletInitConfig = {
    seedHex: Buffer.from(solanaDevAccounts.wallet.seed).toString('hex'),
    ...config,
  }
  const bundle = await readFile(getSolanaDevWalletBundlePath(), 'utf8')
  await page.addInitScript({
    content: `globalThis.__AIRLOCK_SOLANA_DEV_WALLET_CONFIG__ = ${JSON.stringify(full)};\n${bundle}`,
  })
  const call = (name: 'rejectNextRequest' | 'disconnect' | 'requests') =>
    page.evaluate((member) => {
      const wallet = (window as unknown as SolanaDevWalletWindow).airlockSolanaDevWallet
      if (!wallet) throw new Error('The Solana dev wallet is not in this page')
      return JSON.parse(JSON.stringify(wallet[member]() ?? null)) as unknown
    }, name)
  const { ed25519 } = await import('@noble/curves/ed25519')
  const { toBase58 } = await import('../solana/solanaDevAccounts.js')
  return {
    address: toBase58(ed25519.getPublicKey(Buffer.from(full.seedHex, 'hex'))),
    rejectNextRequest: async () => {
      await call('rejectNextRequest')
    },
    disconnect: async () => {
      await call('disconnect')
    },
    requests: async () => (await call('requests')) as SolanaDevWalletRequest[],
  }
}
