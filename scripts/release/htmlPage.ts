import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { getFreePort } from '@airlock/testing/devnet'
import { connectSignAndDisconnect, signedMessage } from './walletFlow.js'

// The plain HTML page of the release check: no bundler and no install. The browser build of
// @airlock/html, as its published tarball holds it (dist/browser), is served beside one
// index.html whose import map points the package's three names at its one module for a wagmi page
// (airlock-wagmi.js), as the package's README shows; the page loads it from a
// <script type="module">, and in Chromium connects the Airlock Dev Wallet, signs a
// message through the instance's wallet provider (verified here with viem) and disconnects, with
// the instance API alone (subscribeAccount, getAddress, getWalletProvider, disconnect).

const pageHtml = (rpcUrl: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Release check (plain HTML)</title>
    <script type="importmap">
      {
        "imports": {
          "@airlock/html": "./airlock/airlock-wagmi.js",
          "@airlock/html/networks": "./airlock/airlock-wagmi.js",
          "@airlock/html/wagmi": "./airlock/airlock-wagmi.js"
        }
      }
    </script>
  </head>
  <body>
    <main>
      <appkit-button></appkit-button>
      <p id="account"></p>
      <div id="connected" hidden>
        <button type="button" id="sign">Sign message</button>
        <p role="status" id="outcome"></p>
        <button type="button" id="disconnect">Disconnect</button>
      </div>
    </main>
    <script type="module">
      import { createAppKit } from '@airlock/html'
      import { airlockLocal } from '@airlock/html/networks'
      import { WagmiAdapter } from '@airlock/html/wagmi'

      const projectId = 'local-dev'
      const local = { ...airlockLocal, rpcUrls: { default: { http: [${JSON.stringify(rpcUrl)}] } } }
      const networks = [local]
      const appKit = createAppKit({
        adapters: [new WagmiAdapter({ networks, projectId })],
        networks,
        projectId,
        features: { analytics: false },
      })

      appKit.subscribeAccount((account) => {
        document.querySelector('#account').textContent = account.isConnected
          ? 'Account ' + account.address
          : ''
        document.querySelector('#connected').hidden = !account.isConnected
        if (!account.isConnected) document.querySelector('#outcome').textContent = ''
      })
      document.querySelector('#sign').addEventListener('click', async () => {
        const address = appKit.getAddress()
        const message = ${JSON.stringify(signedMessage)}
        const hex = '0x' + [...new TextEncoder().encode(message)]
          .map((byte) => byte.toString(16).padStart(2, '0'))
          .join('')
        const signature = await appKit
          .getWalletProvider()
          .request({ method: 'personal_sign', params: [hex, address] })
        document.querySelector('#outcome').textContent = 'Signed by ' + address + ': ' + signature
      })
      document.querySelector('#disconnect').addEventListener('click', () => appKit.disconnect())
    </script>
  </body>
</html>
`

export type CheckHtmlPageOptions = {
  /** A folder of this check's own: the site is made in it. */
  dir: string
  /** The unpacked @airlock/html tarball, as the registry served it (its `package` folder). */
  packageRoot: string
  /** Called with the name of each step as it starts. */
  step: (name: string) => void
}

/**
 * Serves the published browser build of @airlock/html with a plain HTML page and, in Chromium,
 * connects the Airlock Dev Wallet, signs a message and disconnects.
 *
 * @throws Error naming the step that failed, with the page's errors.
 */
export async function checkHtmlPage({ dir, packageRoot, step }: CheckHtmlPageOptions) {
  const browserBuild = join(packageRoot, 'dist', 'browser')
  if (!existsSync(join(browserBuild, 'airlock-wagmi.js'))) {
    throw new Error(
      'plain HTML page: the @airlock/html tarball holds no dist/browser/airlock-wagmi.js',
    )
  }
  const devnetPorts = { primary: await getFreePort(), secondary: await getFreePort() }
  mkdirSync(dir, { recursive: true })
  cpSync(browserBuild, join(dir, 'airlock'), { recursive: true })
  writeFileSync(join(dir, 'index.html'), pageHtml(`http://127.0.0.1:${devnetPorts.primary}`))

  step('plain HTML page: the @airlock/html module, connect, sign and disconnect in Chromium')
  try {
    await connectSignAndDisconnect({ site: { root: dir }, devnetPorts, verifySignature: true })
  } catch (error) {
    throw new Error(`plain HTML page: connect, sign and disconnect: ${(error as Error).message}`)
  }
}
