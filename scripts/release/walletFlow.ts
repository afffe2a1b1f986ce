import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { startDevnet } from '@airlock/testing/devnet'
import { chromiumLaunchOptions, getDevWalletBundlePath } from '@airlock/testing/playwright'
import { chromium } from 'playwright-core'
import { verifyMessage } from 'viem'
import { serveStatic } from '../../bench/lib/serveStatic.js'

// The wallet flow the release check's apps share (the Vue app, the plain HTML page): served from
// a folder on a free loopback port, in Chromium with the Airlock Dev Wallet announced by an init
// script and a local anvil chain, the page connects through <appkit-button>, signs a message and
// disconnects. Each page shows the same things: "Account <address>" once connected, a
// "Sign message" button whose outcome is a status "Signed by <address>", and a "Disconnect" button.

/** The Airlock Dev Wallet's first account, the standard test mnemonic's. */
const devAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The message each page signs. */
export const signedMessage = 'Airlock release check'

export type WalletFlowOptions = {
  /** The folder served as the site's root: it holds the page's index.html. */
  root: string
  /** The ports of the anvil chains the page's network points at (chain 31337 on `primary`). */
  devnetPorts: { primary: number; secondary: number }
  /**
   * True when the page shows the signature itself after the address ("Signed by <address>:
   * 0x…"), for this flow to verify; false when the page verified it and shows only the signer.
   */
  verifySignature: boolean
}

/**
 * Connects the Airlock Dev Wallet in the page, signs `signedMessage` and disconnects.
 *
 * @throws Error saying which step did not happen, or what the page threw.
 */
export async function connectSignAndDisconnect({
  root,
  devnetPorts,
  verifySignature,
}: WalletFlowOptions): Promise<void> {
  const rpcUrl = `http://127.0.0.1:${devnetPorts.primary}`
  const devnet = await startDevnet({ ports: devnetPorts, assetsPort: false })
  const server = await serveStatic(root)
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const page = await browser.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const bundle = readFileSync(getDevWalletBundlePath(), 'utf8')
    const config = { chains: [{ id: 31337, name: 'Airlock Local', rpcUrl }] }
    await page.addInitScript({
      content: `globalThis.__AIRLOCK_DEV_WALLET_CONFIG__ = ${JSON.stringify(config)};\n${bundle}`,
    })
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
    const timeout = { timeout: 60_000 }
    await page.getByRole('button', { name: 'Connect Wallet' }).click(timeout)
    await page.getByRole('button', { name: 'Airlock Dev Wallet' }).click(timeout)
    await page.getByText(`Account ${devAccount}`).waitFor({ state: 'visible', ...timeout })
    await page
      .getByRole('button', { name: /0xf3…b92266/i })
      .first()
      .waitFor(timeout)
    await page.getByRole('button', { name: 'Sign message' }).click(timeout)
    const outcome = page.getByRole('status').filter({ hasText: `Signed by ${devAccount}` })
    await outcome.waitFor({ state: 'visible', ...timeout })
    if (verifySignature) {
      const signature = (await outcome.textContent())?.match(/0x[0-9a-f]{130}/i)?.[0]
      if (!signature) throw new Error(`the page shows no signature: ${await outcome.textContent()}`)
      const valid = await verifyMessage({
        address: devAccount,
        message: signedMessage,
        signature: signature as `0x${string}`,
      })
      if (!valid) throw new Error(`the signature ${signature} does not verify for ${devAccount}`)
    }
    await page.getByRole('button', { name: 'Disconnect' }).click(timeout)
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor(timeout)
    await page.getByText(`Account ${devAccount}`).waitFor({ state: 'detached', ...timeout })
    if (errors.length) throw new Error(`the page reported: ${errors.join('; ')}`)
  } finally {
    await browser.close()
    server.close()
    await devnet.stop()
  }
}
