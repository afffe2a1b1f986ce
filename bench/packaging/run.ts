import { execFileSync } from 'node:child_process'
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, extname, join, normalize } from 'node:path'
import { getFreePort, startDevnet } from '@airlock/testing/devnet'
import { chromiumLaunchOptions, getDevWalletBundlePath } from '@airlock/testing/playwright'
import { chromium } from 'playwright-core'
import {
  listPublishablePackages,
  packPackages,
  withAirlockDependencies,
} from '../lib/packWorkspace.js'
import { appFiles, appManifest } from './app.js'

// The packaging test: every publishable package packed with `pnpm pack`, the ones a wagmi dapp
// installs put with npm into an app outside the workspace, which is type-checked (strict TSX with
// <appkit-button>), built with Vite and connected in Chromium. It fails on a missing file, a wrong
// `exports` entry, a dependency that exists only in the workspace, types that do not ship, and on
// any @reown/* package, WalletConnect's universal provider or its sign client in the install.
// Exits 1 on the first failure.

const repo = join(import.meta.dirname, '..', '..')
/** npm's download cache, owned by this script, so reruns fetch nothing already fetched. */
const npmCache = join(repo, '.airlock', 'npm-cache')
const dappPackages = ['@airlock/react', '@airlock/adapter-wagmi']
const started = Date.now()
const step = (name: string) =>
  console.log(`packaging: ${name} (${Math.round((Date.now() - started) / 1000)} s)`)

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })

function fail(message: string): never {
  console.error(`packaging: FAILED: ${message}`)
  process.exit(1)
}

const workspace = listPublishablePackages(repo)

const work = join(tmpdir(), `airlock-packaging-${process.pid}-${Date.now()}`)
const tarballDir = join(work, 'tarballs')
const appDir = join(work, 'app')
mkdirSync(tarballDir, { recursive: true })
mkdirSync(join(appDir, 'src'), { recursive: true })

// 1. Pack every publishable package as it would be published (workspace: ranges replaced).
step(`packing ${workspace.length} packages`)
let tarballs: Record<string, string> = {}
try {
  tarballs = packPackages(workspace, tarballDir)
} catch (error) {
  fail((error as Error).message)
}

// 2. What a wagmi dapp installs: @airlock/react, @airlock/adapter-wagmi and what they depend on.
const installed = new Set(withAirlockDependencies(workspace, dappPackages))

const devnetPorts = { primary: await getFreePort(), secondary: await getFreePort() }
const rpcUrl = `http://127.0.0.1:${devnetPorts.primary}`
writeFileSync(
  join(appDir, 'package.json'),
  `${JSON.stringify(appManifest(Object.fromEntries([...installed].map((name) => [name, tarballs[name]!]))), null, 2)}\n`,
)
for (const [path, content] of Object.entries(appFiles(rpcUrl))) {
  mkdirSync(dirname(join(appDir, path)), { recursive: true })
  writeFileSync(join(appDir, path), content)
}

// 3. npm install from the registry plus the tarballs, outside the workspace.
step(`npm install of ${[...installed].join(', ')}`)
try {
  run(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      '--loglevel=error',
      '--cache',
      npmCache,
    ],
    appDir,
  )
} catch (error) {
  fail(`npm install: ${(error as { stderr?: string }).stderr ?? error}`)
}

// 4. No @reown/* anywhere in the tree (npm ls), no WalletConnect SDK (Airlock has a sign client of
// its own), and the install's footprint.
step('npm ls')
type Tree = { dependencies?: Record<string, Tree> }
const tree = JSON.parse(run('npm', ['ls', '--all', '--json'], appDir)) as Tree
const names = new Set<string>()
const walk = (node: Tree) => {
  for (const [name, child] of Object.entries(node.dependencies ?? {})) {
    names.add(name)
    walk(child)
  }
}
walk(tree)
const reown = [...names].filter((name) => name.startsWith('@reown/'))
if (reown.length) fail(`the install holds Reown packages: ${reown.join(', ')}`)
const walletConnectSdk = [...names].filter((name) =>
  ['@walletconnect/universal-provider', '@walletconnect/sign-client'].includes(name),
)
if (walletConnectSdk.length) {
  fail(`the install holds WalletConnect's SDK: ${walletConnectSdk.join(', ')}`)
}
const packageCount = new Set(
  run('npm', ['ls', '--all', '--parseable'], appDir)
    .split('\n')
    .filter((line) => line.includes('node_modules')),
).size
const megabytes = Number(run('du', ['-sm', join(appDir, 'node_modules')], appDir).split('\t')[0])
console.log(
  `packaging: install footprint ${packageCount} packages, ${megabytes} MB, no @reown/* or WalletConnect SDK package`,
)

// 5. Strict type-check of the TSX app against the shipped types.
step('tsc')
try {
  run(process.execPath, [join(appDir, 'node_modules/typescript/bin/tsc'), '-p', '.'], appDir)
} catch (error) {
  fail(`type-check: ${(error as { stdout?: string }).stdout ?? error}`)
}

// 6. Vite production build.
step('vite build')
try {
  run(process.execPath, [join(appDir, 'node_modules/vite/bin/vite.js'), 'build'], appDir)
} catch (error) {
  const failure = error as { stdout?: string; stderr?: string }
  fail(`vite build: ${failure.stderr ?? ''}${failure.stdout ?? ''}`)
}

// 6b. What the page loads at start: the entry and the chunks Vite preloads with it. Vite 8's
// Rolldown splits code that start code shares with lazy chunks into chunks of their own (see
// scripts/lib/bundleStartModules.mjs); issue #12's target is 6 files at most.
const indexHtml = readFileSync(join(appDir, 'dist', 'index.html'), 'utf8')
const startFiles = [
  ...indexHtml.matchAll(
    /<(?:script type="module"[^>]*|link rel="modulepreload"[^>]*) (?:src|href)="([^"]+\.js)"/g,
  ),
]
if (startFiles.length === 0) fail('vite build: no script in dist/index.html')
if (startFiles.length > 6) {
  fail(
    `the page loads ${startFiles.length} JS files at start, more than 6: ${startFiles.map((match) => match[1]).join(', ')}`,
  )
}
console.log(`packaging: ${startFiles.length} JS files at start`)

// 7. The connect flow in Chromium, the wallet announced by an init script.
step('connect flow in Chromium')
const devnet = await startDevnet({ ports: devnetPorts, assetsPort: false })
const server = await serve(join(appDir, 'dist'))
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
  if (errors.length) fail(`the page threw: ${errors.join('; ')}`)
} catch (error) {
  fail(`connect flow: ${(error as Error).message}`)
} finally {
  await browser.close()
  server.close()
  await devnet.stop()
}
step('passed')
// A failed run keeps its folder for a look; a passed one leaves nothing behind.
rmSync(work, { recursive: true, force: true })

function serve(root: string): Promise<Server> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  }
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    let file = join(root, path)
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
      file = join(root, 'index.html')
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}
