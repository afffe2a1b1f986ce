import { test as base } from '@playwright/test'
import type { BitcoinDevWalletInitConfig } from '../bitcoin/bitcoinDevWalletInitScript.js'
import type { SolanaDevWalletInitConfig } from '../solana/solanaDevWalletInitScript.js'
import type { DevWalletInitConfig } from '../wallet/devWalletInitConfig.js'
import type {
  CreateWalletConnectTestWalletParameters,
  WalletConnectTestWallet,
} from '../walletconnect/createWalletConnectTestWallet.js'
import { type BitcoinDevWalletPage, installBitcoinDevWallet } from './installBitcoinDevWallet.js'
import { type DevWalletPage, installDevWallet } from './installDevWallet.js'
import { installSolanaDevWallet, type SolanaDevWalletPage } from './installSolanaDevWallet.js'

/** Fixtures added by `@airlock/testing/playwright`'s `test`. */
export type DevWalletFixtures = {
  /**
   * Options of the wallet in the page, set with `test.use({ devWalletConfig: { ... } })`.
   * Default: the devnet's accounts and chains (31337 on 8545, 31338 on 8546).
   */
  devWalletConfig: DevWalletInitConfig
  /** The Airlock Dev Wallet, added to the page before the test navigates, and its controls. */
  devWallet: DevWalletPage
  /** Options of the Solana dev wallet; default: the local Solana chain's dev account. */
  solanaDevWalletConfig: Partial<SolanaDevWalletInitConfig>
  /** Airlock Dev Wallet for Solana (Wallet Standard), added before the test navigates. */
  solanaDevWallet: SolanaDevWalletPage
  /** Options of the Bitcoin dev wallet; default: the first regtest dev account. */
  bitcoinDevWalletConfig: BitcoinDevWalletInitConfig
  /** Airlock Dev Wallet for Bitcoin (Wallet Standard and sats-connect), added before the test navigates. */
  bitcoinDevWallet: BitcoinDevWalletPage
}

/** The WalletConnect test wallet fixtures of `@airlock/testing/playwright`'s `test`. */
export type WalletConnectFixtures = {
  /**
   * Options of the WalletConnect test wallet, set with `test.use({ walletConnectConfig: { ... } })`.
   * Default: the local server's relay (`ws://127.0.0.1:8787/relay`) and the devnet's first account.
   */
  walletConnectConfig: Partial<CreateWalletConnectTestWalletParameters>
  /**
   * A WalletConnect wallet in the test's Node process (WalletConnect's own WalletKit): pair it with
   * the `wc:` URI the page shows; closed after the test.
   */
  walletConnectWallet: WalletConnectTestWallet
}

/**
 * Playwright's `test` with a `devWallet` fixture: asking for it adds the Airlock Dev Wallet to the
 * page (announced through EIP-6963) before the test's first navigation.
 *
 * @example
 * import { expect, test } from '@airlock/testing/playwright'
 *
 * test('rejecting the connection shows an error', async ({ page, devWallet }) => {
 *   await page.goto('/')
 *   await devWallet.rejectNextRequest()
 *   await page.getByRole('button', { name: 'Connect Wallet' }).click()
 *   await page.getByRole('button', { name: 'Airlock Dev Wallet' }).click()
 *   await expect(page.getByText(/rejected|declined/i)).toBeVisible()
 * })
 */
export const test = base.extend<DevWalletFixtures & WalletConnectFixtures>({
  devWalletConfig: [{}, { option: true }],
  devWallet: async ({ page, devWalletConfig }, use) => {
    await use(await installDevWallet(page, { config: devWalletConfig }))
  },
  solanaDevWalletConfig: [{}, { option: true }],
  solanaDevWallet: async ({ page, solanaDevWalletConfig }, use) => {
    await use(await installSolanaDevWallet(page, { config: solanaDevWalletConfig }))
  },
  bitcoinDevWalletConfig: [{}, { option: true }],
  bitcoinDevWallet: async ({ page, bitcoinDevWalletConfig }, use) => {
    await use(await installBitcoinDevWallet(page, { config: bitcoinDevWalletConfig }))
  },
  walletConnectConfig: [{}, { option: true }],
  walletConnectWallet: async ({ walletConnectConfig }, use) => {
    // Loaded only by tests that ask for it: WalletKit is large.
    const { createWalletConnectTestWallet } = await import(
      '../walletconnect/createWalletConnectTestWallet.js'
    )
    const wallet = await createWalletConnectTestWallet({
      relayUrl: 'ws://127.0.0.1:8787/relay',
      ...walletConnectConfig,
    })
    try {
      await use(wallet)
    } finally {
      await wallet.close()
    }
  },
})
