import { readFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startDevnet } from '@airlock/testing/devnet'
import { chromiumLaunchOptions, getDevWalletBundlePath } from '@airlock/testing/playwright'
import { type BrowserContext, chromium } from 'playwright-core'
import { verifyMessage } from 'viem'
import { serveStatic } from '../../bench/lib/serveStatic.js'

// The wallet flow the release check's apps share (the Vue app, the Nuxt app, the plain HTML page):
// served from a folder on a free loopback port (or by the app's own server), in Chromium with the Airlock Dev Wallet announced by an init
// script and a local anvil chain, the page connects through <appkit-button>, signs a message and
// disconnects. Each page shows the same things: "Account <address>" once connected, a
// "Sign message" button whose outcome is a status "Signed by <address>", and a "Disconnect" button.

/** The Airlock Dev Wallet's first account, the standard test mnemonic's. */
const devAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The message each page signs. */
export const signedMessage = 'Airlock release check'

export type WalletFlowOptions = {
  /**
   * The site: a folder served as its root (it holds the page's index.html), or the URL of a
   * server the caller started. With `serverRendered`, the page's server renders it.
   */
  site: { root: string } | { url: string; serverRendered: boolean }
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
  site,
  devnetPorts,
  verifySignature,
}: WalletFlowOptions): Promise<void> {
  const rpcUrl = `http://127.0.0.1:${devnetPorts.primary}`
  const devnet = await startDevnet({ ports: devnetPorts, assetsPort: false })
  const server = 'root' in site ? await serveStatic(site.root) : undefined
  const url =
    'url' in site
      ? site.url
      : `http://127.0.0.1:${((server as Server).address() as AddressInfo).port}/`
  const serverRendered = 'url' in site && site.serverRendered
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // Vue reports a hydration mismatch, even in a production build, as a console error.
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) errors.push(message.text())
    })
    const bundle = readFileSync(getDevWalletBundlePath(), 'utf8')
    const config = { chains: [{ id: 31337, name: 'Airlock Local', rpcUrl }] }
    await page.addInitScript({
      content: `globalThis.__AIRLOCK_DEV_WALLET_CONFIG__ = ${JSON.stringify(config)};\n${bundle}`,
    })
    await page.goto(url)
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
    if (serverRendered) {
      // After a reload the server renders the account from the connection's cookie; the page
      // hydrates it and the instance reconnects.
      await page.reload()
      await page.getByText(`Account ${devAccount}`).waitFor({ state: 'visible', ...timeout })
      await page
        .getByRole('button', { name: /0xf3…b92266/i })
        .first()
        .waitFor(timeout)
      const rendered = await renderedAddress(context, url)
      if (rendered?.toLowerCase() !== devAccount.toLowerCase()) {
        throw new Error(
          `the server HTML after a reload shows the connected address as ${JSON.stringify(rendered)}, not ${devAccount}`,
        )
      }
    }
    await page.getByRole('button', { name: 'Disconnect' }).click(timeout)
    await page.getByRole('button', { name: 'Connect Wallet' }).waitFor(timeout)
    await page.getByText(`Account ${devAccount}`).waitFor({ state: 'detached', ...timeout })
    if (serverRendered) {
      const rendered = await renderedAddress(context, url)
      if (rendered !== 'not connected') {
        throw new Error(
          `the server HTML after disconnecting shows the connected address as ${JSON.stringify(rendered)}`,
        )
      }
    }
    if (errors.length) throw new Error(`the page reported: ${errors.join('; ')}`)
  } finally {
    await browser.close()
    server?.close()
    await devnet.stop()
  }
}

/**
 * The server's own HTML for `url`, asked with the browser's cookies (not the page after
 * hydration): what its `<output aria-label="Connected address">` holds. Only that element counts:
 * the payload for the browser holds the address too.
 */
async function renderedAddress(context: BrowserContext, url: string): Promise<string | undefined> {
  const response = await context.request.get(url)
  if (!response.ok()) throw new Error(`the server answered ${response.status()} for ${url}`)
  return /<output aria-label="Connected address">([^<]*)<\/output>/.exec(await response.text())?.[1]
}
