import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { homedir, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { getFreePort, startDevnet } from '@airlock/testing/devnet'
import { chromiumLaunchOptions, getDevWalletBundlePath } from '@airlock/testing/playwright'
import { chromium } from 'playwright-core'
import { listPublishablePackages, withAirlockDependencies } from '../../bench/lib/packWorkspace.js'
import { serveStatic } from '../../bench/lib/serveStatic.js'
import { checkStarters } from './checkStarters.js'
import { appFiles, appManifest } from './dappApp.js'
import { checkHtmlPage } from './htmlPage.js'
import { checkNuxtApp, nuxtAppPackages } from './nuxtApp.js'
import { PublishFailedError, publishWorkspace } from './publish.js'
import { readmeExampleFiles, readReadmeExample, runReadmeExample } from './readmeExample.js'
import { startRegistry } from './registry.js'
import { runTool } from './runTool.js'
import { checkPackageContents, unpackedRoot } from './tarballs.js'
import { checkVueApp, vueAppPackages } from './vueApp.js'

// The release check, a step of `npm test`: a release as `pnpm release` makes it, to a real npm
// registry (Verdaccio on loopback), and a dapp installed from it with plain npm.
//  1. `changeset publish` publishes every public package; a second run publishes nothing.
//  2. Each published tarball holds a README and a licence, no test, and no source map that points
//     outside it.
//  3. An app with AppKit's canonical React + wagmi setup installs @airlock/react and
//     @airlock/adapter-wagmi from the registry: no @reown/* package or WalletConnect SDK in its
//     tree, a strict type-check, a Vite build that loads at most 8 JS files at start, and a connect
//     in Chromium with the Airlock Dev Wallet.
//     The React package README's example, as written, runs in the same app against the server
//     the README tells to start (`npx @airlock/server`), and connects.
//  4. A Vite + Vue app installs @airlock/vue and @airlock/adapter-wagmi from the registry, builds,
//     and in Chromium connects the Airlock Dev Wallet, signs a message and disconnects (vueApp.ts).
//  5. A Nuxt 3 app with server-side rendering installs @airlock/vue from the registry, builds,
//     runs its server, connects, signs and disconnects; after a reload its server's HTML holds
//     the connected address (nuxtApp.ts).
//  6. A plain HTML page loads @airlock/html's browser module from the published tarball's files,
//     with an import map and no bundler, and connects, signs and disconnects (htmlPage.ts).
//  7. `npm create airlock` makes the starters from the registry (checkStarters.ts).
// Exits 1 on the first failure, with what failed. `--only react,vue,nuxt,html,starters` runs
// steps 1 and 2 and the named apps of 3 to 7 (for work on one of them; `npm test` runs all).

const repo = join(import.meta.dirname, '..', '..')
/**
 * npm's download cache, owned by this script and kept with the user's caches (not in the clone),
 * so reruns, from this clone or a fresh one, fetch no tarball already fetched. Packuments are asked
 * anew each run: the registry's address changes.
 */
const npmCache = join(
  process.env.XDG_CACHE_HOME || join(homedir(), '.cache'),
  'airlock',
  'release-npm-cache',
)
const dappPackages = ['@airlock/react', '@airlock/adapter-wagmi']
const started = Date.now()
const onlyIndex = process.argv.indexOf('--only')
const only = onlyIndex === -1 ? undefined : (process.argv[onlyIndex + 1] ?? '').split(',')
/** Whether this run checks the app `name` (react, vue, nuxt, html or starters). */
const wanted = (name: string) => !only || only.includes(name)
const step = (name: string) =>
  console.log(`release check: ${name} (${Math.round((Date.now() - started) / 1000)} s)`)

/** Runs a tool to its end; resolves with its stdout, rejects naming it with the end of its output. */
const run = (command: string, args: string[], cwd: string, env?: Record<string, string>) =>
  runTool(`${command} ${args[0] ?? ''}`.trim(), command, args, {
    cwd,
    env: { ...process.env, ...env },
  })

let stopRegistry: () => Promise<void> = async () => {}
async function fail(message: string): Promise<never> {
  console.error(`release check: FAILED: ${message}`)
  await stopRegistry()
  process.exit(1)
}

const workspace = listPublishablePackages(repo)
const work = join(tmpdir(), `airlock-release-${process.pid}-${Date.now()}`)
const appDir = join(work, 'app')
mkdirSync(join(appDir, 'src'), { recursive: true })
mkdirSync(join(work, 'readme-server'), { recursive: true })

// 1. The registry, and the publish as a release makes it.
step('starting Verdaccio')
const registry = await startRegistry({
  folder: join(work, 'registry'),
  local: ['@airlock/*', 'create-airlock'],
}).catch((error: Error) => fail(error.message))
stopRegistry = registry.stop
const npmEnv = { ...registry.env, npm_config_cache: npmCache }
const publicPackages = workspace.map(({ manifest }) => ({
  name: manifest.name,
  version: manifest.version,
}))

step(`changeset publish of ${workspace.length} packages to ${registry.url}`)
try {
  const { published } = await publishWorkspace(repo, registry.env, publicPackages)
  console.log(`release check: published ${published.join(', ')}`)
} catch (error) {
  await fail(
    error instanceof PublishFailedError
      ? `${error.message}\n${error.output.slice(-4000)}`
      : String(error),
  )
}

step('changeset publish again: nothing to publish')
try {
  const { published, output } = await publishWorkspace(repo, registry.env, publicPackages)
  if (published.length) await fail(`a second publish published ${published.join(', ')}`)
  if (!output.includes('No unpublished projects to publish')) {
    await fail(`a second publish did not say it had nothing to publish: ${output.slice(-1000)}`)
  }
} catch (error) {
  await fail(`a second publish failed: ${(error as Error).message}`)
}

// 2. What each tarball holds, as npm gets it from the registry.
step('tarball contents')
const contentProblems: string[] = []
for (const { manifest } of workspace) {
  const folder = join(work, 'tarballs', manifest.name.replace('/', '+'))
  mkdirSync(folder, { recursive: true })
  try {
    const [file] = JSON.parse(
      await run(
        'npm',
        ['pack', `${manifest.name}@${manifest.version}`, '--json', '--pack-destination', folder],
        folder,
        npmEnv,
      ),
    ) as [{ filename: string }]
    await run('tar', ['-xzf', file.filename], folder)
    rmSync(join(folder, file.filename))
  } catch (error) {
    await fail(`npm pack ${manifest.name}: ${(error as Error).message}`)
  }
  const problems = checkPackageContents(unpackedRoot(folder))
  contentProblems.push(...problems.map((problem) => `${manifest.name}: ${problem}`))
}
if (contentProblems.length) await fail(`the tarballs:\n  ${contentProblems.join('\n  ')}`)

/** The version of each of `names` in the workspace. */
const versionsOf = (names: readonly string[]) =>
  Object.fromEntries(
    names.map((name) => [
      name,
      workspace.find(({ manifest }) => manifest.name === name)?.manifest.version ?? '',
    ]),
  )

// 3. What a wagmi dapp installs: @airlock/react, @airlock/adapter-wagmi and what they depend on.
async function checkReactApp() {
  const installed = withAirlockDependencies(workspace, dappPackages)
  const devnetPorts = { primary: await getFreePort(), secondary: await getFreePort() }
  const rpcUrl = `http://127.0.0.1:${devnetPorts.primary}`
  writeFileSync(
    join(appDir, 'package.json'),
    `${JSON.stringify(appManifest(versionsOf(dappPackages)), null, 2)}\n`,
  )
  for (const [path, content] of Object.entries(appFiles(rpcUrl))) {
    mkdirSync(dirname(join(appDir, path)), { recursive: true })
    writeFileSync(join(appDir, path), content)
  }

  // npm install from the local registry (our packages) and npm's through it, outside the workspace.
  step(`npm install of ${installed.join(', ')}`)
  try {
    await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'],
      appDir,
      npmEnv,
    )
  } catch (error) {
    await fail((error as Error).message)
  }

  // No @reown/* anywhere in the tree (npm ls), no WalletConnect SDK (Airlock has a sign client of
  // its own), and the install's footprint.
  step('npm ls')
  type Tree = { dependencies?: Record<string, Tree> }
  const tree = JSON.parse(await run('npm', ['ls', '--all', '--json'], appDir)) as Tree
  const names = new Set<string>()
  const walk = (node: Tree) => {
    for (const [name, child] of Object.entries(node.dependencies ?? {})) {
      names.add(name)
      walk(child)
    }
  }
  walk(tree)
  const reown = [...names].filter((name) => name.startsWith('@reown/'))
  const missingPackages = installed.filter((name) => !names.has(name))
  if (missingPackages.length) await fail(`the install lacks ${missingPackages.join(', ')}`)
  if (reown.length) await fail(`the install holds Reown packages: ${reown.join(', ')}`)
  const walletConnectSdk = [...names].filter((name) =>
    ['@walletconnect/universal-provider', '@walletconnect/sign-client'].includes(name),
  )
  if (walletConnectSdk.length) {
    await fail(`the install holds WalletConnect's SDK: ${walletConnectSdk.join(', ')}`)
  }
  const packageCount = new Set(
    (await run('npm', ['ls', '--all', '--parseable'], appDir))
      .split('\n')
      .filter((line) => line.includes('node_modules')),
  ).size
  const megabytes = Number(
    (await run('du', ['-sm', join(appDir, 'node_modules')], appDir)).split('\t')[0],
  )
  console.log(
    `release check: install footprint ${packageCount} packages, ${megabytes} MB, no @reown/* or WalletConnect SDK package`,
  )

  // The React README's example, read from the installed package: its TSX block in src/readme (so
  // the strict type-check below covers it) and a page that renders it alone.
  const readmeDir = join(appDir, 'src', 'readme')
  const readmeExample = await Promise.resolve()
    .then(() =>
      readReadmeExample(
        readFileSync(join(appDir, 'node_modules', '@airlock', 'react', 'README.md'), 'utf8'),
      ),
    )
    .catch((error: Error) => fail(`@airlock/react's README: ${error.message}`))
  mkdirSync(readmeDir, { recursive: true })
  for (const [path, content] of Object.entries(readmeExampleFiles(readmeExample))) {
    writeFileSync(join(readmeDir, path), content)
  }

  // Strict type-check of the TSX app against the shipped types.
  step('tsc')
  try {
    await run(
      process.execPath,
      [join(appDir, 'node_modules/typescript/bin/tsc'), '-p', '.'],
      appDir,
    )
  } catch (error) {
    await fail(`type-check: ${(error as Error).message}`)
  }

  // Vite production build.
  step('vite build')
  try {
    await run(process.execPath, [join(appDir, 'node_modules/vite/bin/vite.js'), 'build'], appDir)
  } catch (error) {
    await fail((error as Error).message)
  }

  step("vite build of the React README's example")
  try {
    await run(
      process.execPath,
      [
        join(appDir, 'node_modules/vite/bin/vite.js'),
        'build',
        'src/readme',
        '--config',
        'vite.config.ts',
        '--outDir',
        join(appDir, 'dist-readme'),
        '--emptyOutDir',
      ],
      appDir,
    )
  } catch (error) {
    await fail(`the README example: ${(error as Error).message}`)
  }

  // What the page loads at start: the entry and the chunks Vite preloads with it. Vite 8's
  // Rolldown splits code that start code shares with lazy chunks into chunks of their own (see
  // scripts/lib/bundleStartModules.mjs). Issue #12's target was 6 files; with AppKit's instance
  // API in @airlock/ui the start code shares a second start chunk, core's connector merge and
  // noble's hash utilities with lazy chunks: 8 files. Fewer, larger chunks are issue #37's.
  const indexHtml = readFileSync(join(appDir, 'dist', 'index.html'), 'utf8')
  const startFiles = [
    ...indexHtml.matchAll(
      /<(?:script type="module"[^>]*|link rel="modulepreload"[^>]*) (?:src|href)="([^"]+\.js)"/g,
    ),
  ]
  if (startFiles.length === 0) await fail('vite build: no script in dist/index.html')
  if (startFiles.length > 8) {
    await fail(
      `the page loads ${startFiles.length} JS files at start, more than 8: ${startFiles.map((match) => match[1]).join(', ')}`,
    )
  }
  console.log(`release check: ${startFiles.length} JS files at start`)

  // The connect flow in Chromium, the wallet announced by an init script.
  step('connect flow in Chromium')
  const devnet = await startDevnet({ ports: devnetPorts, assetsPort: false })
  const server = await serveStatic(join(appDir, 'dist'))
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
    await page.getByRole('button', { name: 'Connect Wallet' }).click({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Airlock Dev Wallet' }).click({ timeout: 60_000 })
    await page
      .getByRole('button', { name: /0xf3…b92266/i })
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 })
    if (errors.length) await fail(`the page threw: ${errors.join('; ')}`)

    // The README's example: its networks are mainnet and Base, so the wallet is on chain 1 (its
    // calls still reach the devnet).
    step("the React README's example against `npx @airlock/server`")
    const readmeWallet = { chains: [{ id: 1, name: 'Ethereum', rpcUrl }] }
    await runReadmeExample({
      example: readmeExample,
      dist: join(appDir, 'dist-readme'),
      cwd: join(work, 'readme-server'),
      env: npmEnv,
      browser,
      walletScript: `globalThis.__AIRLOCK_DEV_WALLET_CONFIG__ = ${JSON.stringify(readmeWallet)};\n${bundle}`,
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
  } catch (error) {
    await fail(`connect flow: ${(error as Error).message}`)
  } finally {
    await browser.close()
    server.close()
    await devnet.stop()
  }
}

/**
 * Runs `check`; a failure fails the release check with its message. The apps' checks run in two
 * lanes side by side (below), so the first failure of either ends the run.
 */
async function checkApp(name: string, check: () => Promise<void>) {
  if (!wanted(name)) return
  try {
    await check()
  } catch (error) {
    await fail((error as Error).message)
  }
}

// 3 to 7 in two lanes at once: each app's steps wait mostly on npm's installs, the builds and a
// browser, one after the other, so a second lane keeps the second core busy (on 2 cores, with
// the work folder on the disk: "passed" at 447 s against 507 s in one lane). Each app has its own
// folder, devnet and ports.
const starters = join(work, 'starters')
mkdirSync(starters, { recursive: true })
await Promise.all([
  (async () => {
    await checkApp('react', checkReactApp)
    // 4. A Vue app, from @airlock/vue as published.
    await checkApp('vue', () =>
      checkVueApp({
        dir: join(work, 'vue-app'),
        env: npmEnv,
        versions: versionsOf(vueAppPackages),
        step,
      }),
    )
    // 5. A Nuxt app with server-side rendering, from @airlock/vue as published.
    await checkApp('nuxt', () =>
      checkNuxtApp({
        dir: join(work, 'nuxt-app'),
        env: npmEnv,
        versions: versionsOf(nuxtAppPackages),
        step,
      }),
    )
    // 6. A plain HTML page, from @airlock/html's browser build as its tarball holds it.
    await checkApp('html', () =>
      checkHtmlPage({
        dir: join(work, 'html-page'),
        packageRoot: unpackedRoot(join(work, 'tarballs', '@airlock+html')),
        step,
      }),
    )
  })(),
  // 7. The starters, made with `npm create airlock` from the registry: installed, type-checked,
  // built, started and connected; the Next.js one renders the address in its server HTML.
  checkApp('starters', () =>
    checkStarters({
      registry: registry.url,
      userconfig: registry.userconfig,
      npmCache,
      work: starters,
      step,
    }),
  ),
])
await registry.stop()
step('passed')
// A failed run keeps its folder for a look; a passed one leaves nothing behind.
rmSync(work, { recursive: true, force: true })
