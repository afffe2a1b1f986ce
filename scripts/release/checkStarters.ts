import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Devnet, getFreePort, startDevnet } from '@airlock/testing/devnet'
import { chromiumLaunchOptions, getDevWalletBundlePath } from '@airlock/testing/playwright'
import { type Browser, chromium } from 'playwright-core'
import { stopProcessGroup } from './registry.js'
import { runTool } from './runTool.js'

// The starters' check, a part of the release check: `npm create airlock` from the local registry
// makes the Vite + React, the Next.js and the Vite + Vue app and the plain HTML page with the wagmi
// adapter and the defaults; each is installed, type-checked (its own `npm run typecheck`: tsc, or
// vue-tsc), built, started and connected in Chromium with the Airlock Dev Wallet, by the one flow below. The Next.js
// app must render the connected address in its server HTML after a reload, with no hydration error.

export type CheckStartersOptions = {
  /** The registry that serves the Airlock packages and create-airlock (npm's URL, with `/`). */
  registry: string
  /** An npm user config for that registry. */
  userconfig: string
  /** npm's download cache, kept between runs. */
  npmCache: string
  /** A folder of this check's own: the apps are made in it. */
  work: string
  /** Called with the name of each step as it starts. */
  step: (name: string) => void
}

const repo = join(import.meta.dirname, '..', '..')
/** The Airlock Dev Wallet's first account, the standard test mnemonic's. */
const devAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
/**
 * React's hydration failures: in development they say so; a production build gives only the
 * error's number (418 and 425: the render does not match the server's HTML; 419 and 421 to 423: a
 * Suspense boundary that could not hydrate).
 */
const hydrationError =
  /hydrat|react\.dev\/errors\/(418|419|421|422|423|425)\b|#(418|419|421|422|423|425)\b/i

/**
 * Makes each starter with `npm create airlock@<version>` (create-airlock's version in the
 * workspace) from `options.registry`, then installs, type-checks, builds, starts and connects each.
 *
 * @throws Error naming the template and the step that failed, with the tool's output.
 */
export async function checkStarters(options: CheckStartersOptions): Promise<void> {
  const { step, work } = options
  const { version } = JSON.parse(
    readFileSync(join(repo, 'packages', 'create-airlock', 'package.json'), 'utf8'),
  ) as { version: string }
  const env = {
    ...process.env,
    npm_config_registry: options.registry,
    npm_config_userconfig: options.userconfig,
    npm_config_cache: options.npmCache,
    // npm create asks before it installs create-airlock; a check has nobody to answer.
    npm_config_yes: 'true',
    npm_config_update_notifier: 'false',
    // Next.js reports nothing home and asks nothing.
    NEXT_TELEMETRY_DISABLED: '1',
    CI: 'true',
  }
  const run = (
    label: string,
    command: string,
    args: string[],
    cwd: string,
    extraEnv: Record<string, string> = {},
  ) => runTool(label, command, args, { cwd, env: { ...env, ...extraEnv } })

  const devnetPorts = { primary: await getFreePort(), secondary: await getFreePort() }
  let devnet: Devnet | undefined
  let browser: Browser | undefined
  try {
    for (const template of ['vite', 'next', 'vue', 'html'] as const) {
      const name = `${template}-app`
      const app = join(work, name)
      const label = (what: string) => `${template} starter: ${what}`

      step(label(`npm create airlock@${version}`))
      await run(
        label(`npm create airlock@${version}`),
        'npm',
        [
          'create',
          `airlock@${version}`,
          name,
          '--',
          '--template',
          template,
          '--adapters',
          'wagmi',
          '--yes',
        ],
        work,
        // npm exec reuses the create-airlock it installed into its cache for an earlier run of
        // the same version; a cache of this run's own installs the one just published.
        { npm_config_cache: join(work, 'npm-create-cache') },
      )

      step(label('npm install'))
      await run(
        label('npm install'),
        'npm',
        ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'],
        app,
      )
      if (!existsSync(join(app, 'node_modules', '.bin', 'airlock-server'))) {
        throw new Error(`${label('npm install')}: no airlock-server for npm run server`)
      }

      step(label('npm run typecheck'))
      await run(label('npm run typecheck'), 'npm', ['run', 'typecheck'], app)

      step(label('npm run build'))
      await run(label('npm run build'), 'npm', ['run', 'build'], app)

      step(label('npm start'))
      const port = await getFreePort()
      const url = `http://127.0.0.1:${port}/`
      // vite preview (React and Vue), next start and the plain page's server, each told the
      // loopback port.
      const startArguments =
        template === 'next'
          ? ['--hostname', '127.0.0.1', '--port', String(port)]
          : ['--host', '127.0.0.1', '--port', String(port), '--strictPort']
      const server = spawn('npm', ['start', '--', ...startArguments], {
        cwd: app,
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      try {
        await waitForPage(url, server, label('npm start'))

        step(label('connect in Chromium'))
        devnet ??= await startDevnet({ ports: devnetPorts, assetsPort: false })
        browser ??= await chromium.launch(chromiumLaunchOptions)
        await connect(browser, url, {
          rpcUrl: `http://127.0.0.1:${devnetPorts.primary}`,
          serverRendered: template === 'next',
          label,
        })
      } finally {
        await stopProcessGroup(server)
      }
    }
  } finally {
    await browser?.close()
    await devnet?.stop()
  }
}

/** Polls `url` until it answers 200; fails when the server exits or 60 s pass. */
async function waitForPage(url: string, server: ChildProcess, label: string): Promise<void> {
  let output = ''
  server.stdout?.on('data', (chunk) => {
    output += chunk
  })
  server.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`${label}: exited with ${server.exitCode}: ${output.slice(-2000)}`)
    }
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${label}: ${url} did not answer in 60 s: ${output.slice(-2000)}`)
}

/**
 * Connects the Airlock Dev Wallet (added by an init script) through the modal and waits for the
 * shortened address on the button and the whole one in the page. With `serverRendered`, reloads
 * and asks the server for the page with the browser's cookies: its HTML must hold the address.
 * Fails on any page error and on any console error about hydration.
 */
async function connect(
  browser: Browser,
  url: string,
  parameters: { rpcUrl: string; serverRendered: boolean; label: (what: string) => string },
): Promise<void> {
  const { rpcUrl, serverRendered, label } = parameters
  const context = await browser.newContext()
  const problems: string[] = []
  try {
    const page = await context.newPage()
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error' && hydrationError.test(message.text())) {
        problems.push(`hydration: ${message.text()}`)
      }
    })
    const bundle = readFileSync(getDevWalletBundlePath(), 'utf8')
    const config = { chains: [{ id: 31337, name: 'Airlock Local', rpcUrl }] }
    await page.addInitScript({
      content: `globalThis.__AIRLOCK_DEV_WALLET_CONFIG__ = ${JSON.stringify(config)};\n${bundle}`,
    })
    const connectedAddress = page
      .getByLabel('Connected address')
      .filter({ hasText: new RegExp(devAccount, 'i') })
    try {
      await page.goto(url)
      await page.getByRole('button', { name: 'Connect Wallet' }).click({ timeout: 60_000 })
      await page.getByRole('button', { name: 'Airlock Dev Wallet' }).click({ timeout: 60_000 })
      await page
        .getByRole('button', { name: /0xf3…b92266/i })
        .first()
        .waitFor({ state: 'visible', timeout: 60_000 })
      await connectedAddress.waitFor({ timeout: 30_000 })
      if (serverRendered) {
        await page.reload()
        // The button shows the account once the instance has reconnected, after hydration.
        await page
          .getByRole('button', { name: /0xf3…b92266/i })
          .first()
          .waitFor({ state: 'visible', timeout: 60_000 })
        await connectedAddress.waitFor({ timeout: 30_000 })
        // The server's own HTML, asked with the browser's cookies: not the page after hydration.
        // Only the rendered element counts: the payload for the browser holds the cookie too.
        const response = await context.request.get(url)
        const rendered = /<output aria-label="Connected address">([^<]*)<\/output>/.exec(
          await response.text(),
        )?.[1]
        if (!response.ok() || rendered?.toLowerCase() !== devAccount.toLowerCase()) {
          problems.push(
            `the server HTML after a reload (${response.status()}) shows the connected address as ${JSON.stringify(rendered ?? null)}, not ${devAccount}`,
          )
        }
      }
    } catch (error) {
      problems.push((error as Error).message)
    }
    if (problems.length) throw new Error(`${label('connect')}: ${problems.join('; ')}`)
  } finally {
    await context.close()
  }
}
