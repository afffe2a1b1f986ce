import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * Path of the dev wallet's browser bundle (`@airlock/testing/dev-wallet.iife.js`): a script that,
 * run before the page, creates the wallet from `window.__AIRLOCK_DEV_WALLET_CONFIG__`, announces it
 * through EIP-6963 and exposes its controls as `window.airlockDevWallet`.
 */
export function getDevWalletBundlePath(): string {
  let path: string
  try {
    path = createRequire(import.meta.url).resolve('@airlock/testing/dev-wallet.iife.js')
  } catch {
    path = 'dist/dev-wallet.iife.js'
  }
  if (!existsSync(path)) {
    throw new Error(
      `The dev wallet bundle is missing at ${path}; build it with "pnpm --filter @airlock/testing build".`,
    )
  }
  return path
}
