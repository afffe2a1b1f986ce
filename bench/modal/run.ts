import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromiumLaunchOptions, getDevWalletBundlePath } from '@airlock/testing/playwright'
import { type Browser, chromium, type Page, type Request } from 'playwright-core'
import {
  listPublishablePackages,
  packPackages,
  withAirlockDependencies,
} from '../lib/packWorkspace.js'
import { runOrder } from '../lib/runOrder.js'
import { serveStatic } from '../lib/serveStatic.js'
import {
  type BenchApp,
  benchApps,
  buildDependencies,
  indexHtml,
  rpcUrl,
  viteConfig,
} from './apps.js'

// bench/modal: what a dapp gets. Our packages packed and installed with npm, outside the
// workspace, into AppKit's canonical React + wagmi app; beside it the floor (bare wagmi, a
// hand-made button, no code of ours) and the peers, each installed from npm and built by the same
// Vite config. Then interleaved page views in Debian's Chromium, the wallet announced by an init
// script. Prints the table (medians, paired ratios against the floor, ranges) and the targets;
// exits 1 when a target is missed.
//
//   BENCH_RUNS=15         page views of each app (after one warm-up each)
//   BENCH_APPS=floor,airlock   a subset (the floor is always measured)
//   BENCH_WORKDIR=/path   where the apps go; with BENCH_REUSE=1 installs and builds found there
//                         are kept (for iterating on the measurement, not for figures)

const repo = join(import.meta.dirname, '..', '..')
const npmCache = join(repo, '.airlock', 'npm-cache')
const runs = Number(process.env.BENCH_RUNS ?? 15)
const work = process.env.BENCH_WORKDIR ?? join(tmpdir(), `airlock-bench-modal-${Date.now()}`)
const reuse = process.env.BENCH_REUSE === '1'
const subset = process.env.BENCH_APPS?.split(',')
const apps = benchApps.filter((app) => !subset || app.name === 'floor' || subset.includes(app.name))
const started = Date.now()
const step = (name: string) =>
  console.log(`bench/modal: ${name} (${Math.round((Date.now() - started) / 1000)} s)`)
const execFileAsync = promisify(execFile)

type Footprint = { packages: number; megabytes: number; reown: string[]; legacyPeerDeps: boolean }
type Sample = {
  /** Scripts fetched by the `load` event. */
  jsKiB: number
  jsFiles: number
  /** Scripts fetched before any click, until the network had been idle for 1 s. */
  idleJsKiB: number
  idleJsFiles: number
  /** Every request before any click, until the network had been idle for 1 s. */
  idleRequests: number
  navToButtonMs: number
  clickToRowMs: number
  clickToShownMs: number
  /** JS heap once the page's network is idle, before any click, after a forced GC. */
  heapIdleMiB: number
  heapMiB: number
  /** Requests of each flow, from its click until the network had been idle for 1 s. */
  openRequests: number
  connectRequests: number
  accountRequests: number
  foreignRequests: number
  foreignHosts: string[]
}
/** A page view on the throttled network (CDP emulation, see `throttle`). */
type ThrottledSample = { navToButtonMs: number; clickToRowMs: number }

/** A phone network: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (Lighthouse's slow 4G). */
const throttle = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}
const throttledRuns = Number(process.env.BENCH_THROTTLED_RUNS ?? 3)

// ---------------------------------------------------------------------------------------------
// 1. Pack, install, build

async function prepareAll(): Promise<void> {
  mkdirSync(work, { recursive: true })
  step(`apps in ${work}`)
  const workspace = listPublishablePackages(repo)
  let airlockDependencies: Record<string, string> = {}
  if (apps.some((app) => app.airlock)) {
    step(`packing ${workspace.length} packages`)
    const tarballs = packPackages(workspace, join(work, 'tarballs'))
    airlockDependencies = Object.fromEntries(
      withAirlockDependencies(workspace, ['@airlock/react', '@airlock/adapter-wagmi']).map(
        (name) => [name, `file:${tarballs[name]}`],
      ),
    )
  }
  const footprints: Record<string, Footprint> = {}
  const pending = [...apps]
  const install = async () => {
    for (let app = pending.shift(); app; app = pending.shift()) {
      footprints[app.name] = await installApp(app, airlockDependencies)
    }
  }
  step(`npm install of ${apps.length} apps`)
  await Promise.all([install(), install(), install()])
  writeFileSync(join(work, 'footprints.json'), JSON.stringify(footprints, null, 2))
  for (const app of apps) {
    const dir = join(work, app.name)
    if (reuse && existsSync(join(dir, 'dist', 'index.html'))) continue
    step(`vite build of ${app.name}`)
    execFileSync(process.execPath, [join(dir, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: dir,
      stdio: ['ignore', 'inherit', 'inherit'],
    })
  }
}

async function installApp(app: BenchApp, airlock: Record<string, string>): Promise<Footprint> {
  const dir = join(work, app.name)
  mkdirSync(join(dir, 'src'), { recursive: true })
  const manifest = {
    name: `bench-${app.name}`,
    private: true,
    type: 'module',
    dependencies: { ...(app.airlock ? airlock : {}), ...app.dependencies },
    devDependencies: buildDependencies,
  }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  writeFileSync(join(dir, 'index.html'), indexHtml)
  writeFileSync(join(dir, 'vite.config.ts'), viteConfig)
  writeFileSync(join(dir, 'src', 'main.tsx'), app.main)
  const flags = ['--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']
  let legacyPeerDeps = false
  if (!(reuse && existsSync(join(dir, 'node_modules', '.package-lock.json')))) {
    const npm = (extra: string[]) =>
      execFileAsync('npm', ['install', ...flags, '--cache', npmCache, ...extra], {
        cwd: dir,
        maxBuffer: 64 * 1024 * 1024,
      })
    try {
      await npm([])
    } catch (error) {
      // A peer range npm cannot satisfy (ERESOLVE): install as its users are told to.
      if (!String((error as { stderr?: string }).stderr).includes('ERESOLVE')) throw error
      legacyPeerDeps = true
      await npm(['--legacy-peer-deps'])
    }
    step(`installed ${app.name}${legacyPeerDeps ? ' (--legacy-peer-deps)' : ''}`)
  }
  return { ...footprint(dir), legacyPeerDeps }
}

/** What the app ships with (dependencies, build tools left out): packages, MB on disk, @reown/*. */
function footprint(dir: string): Omit<Footprint, 'legacyPeerDeps'> {
  const { stdout } = spawnSync('npm', ['ls', '--all', '--omit=dev', '--parseable'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const paths = [...new Set(stdout.split('\n').filter((line) => line.includes('node_modules')))]
  // One du over every path counts a folder nested in another once.
  const total = execFileSync('du', ['-smc', ...paths], { encoding: 'utf8' })
    .trim()
    .split('\n')
  const reown = [
    ...new Set(
      paths
        .map((path) => path.match(/node_modules\/(@reown\/[^/]+)$/)?.[1])
        .filter((name): name is string => name !== undefined),
    ),
  ].sort()
  return {
    packages: paths.length,
    megabytes: Number(total.at(-1)?.split('\t')[0]),
    reown,
  }
}

function prepareAndMeasure(): void {
  prepareAll().then(
    () => {
      // The timings run under the e2e lock, so no e2e run shares the machine with them.
      step('measuring (waiting for /tmp/e2e.lock)')
      const result = spawnSync(
        'flock',
        [
          '-w',
          '1800',
          '/tmp/e2e.lock',
          process.execPath,
          ...process.execArgv,
          process.argv[1] as string,
          '--measure',
          work,
        ],
        { stdio: 'inherit', env: process.env },
      )
      // A folder of its own choosing is removed (2–3 GB of installs); BENCH_WORKDIR is kept.
      if (!process.env.BENCH_WORKDIR) rmSync(work, { recursive: true, force: true })
      process.exit(result.status ?? 1)
    },
    (error: unknown) => {
      console.error(`bench/modal: FAILED: ${(error as { stderr?: string }).stderr ?? error}`)
      process.exit(1)
    },
  )
}

// ---------------------------------------------------------------------------------------------
// 2. Measure

// Marks, in page time: the button's first visible moment, the click, the first visible wallet
// row, and the first frame where that row is fully shown (every ancestor opaque, no transition or
// animation running on it or them, and the same box as the frame before). Shadow roots included.
// Plain source: a compiled function could carry helpers that do not exist in the page.
const observerScript = `(() => {
  const marks = {}
  const watched = { button: 'Connect Wallet' }
  const roots = [document]
  const findButton = (text) => {
    for (const root of roots) {
      for (const candidate of root.querySelectorAll('button')) {
        if (candidate.textContent && candidate.textContent.includes(text) && candidate.checkVisibility()) return candidate
      }
    }
    return undefined
  }
  const parentOf = (node) => node.parentElement ?? (node.getRootNode() instanceof ShadowRoot ? node.getRootNode().host : null)
  const settled = (row) => {
    for (let node = row; node; node = parentOf(node)) {
      if (Number(getComputedStyle(node).opacity) < 0.99) return false
      for (const animation of node.getAnimations()) {
        if (animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity) return false
      }
    }
    return true
  }
  let previousBox
  const watchShown = () => {
    const row = findButton(watched.row)
    if (row) {
      const box = row.getBoundingClientRect()
      const same = previousBox && ['x', 'y', 'width', 'height'].every((key) => Math.abs(box[key] - previousBox[key]) < 0.5)
      previousBox = box
      if (same && settled(row)) {
        marks.shown = performance.now()
        return
      }
    }
    requestAnimationFrame(watchShown)
  }
  const check = () => {
    const now = performance.now()
    for (const [mark, text] of Object.entries(watched)) {
      if (marks[mark] === undefined && findButton(text)) {
        marks[mark] = now
        if (mark === 'row') requestAnimationFrame(watchShown)
      }
    }
  }
  const options = { subtree: true, childList: true, characterData: true, attributes: true }
  const observer = new MutationObserver(check)
  observer.observe(document, options)
  const attachShadow = Element.prototype.attachShadow
  Element.prototype.attachShadow = function (init) {
    const root = attachShadow.call(this, init)
    roots.push(root)
    observer.observe(root, options)
    return root
  }
  window.__bench = {
    marks,
    watch: (mark, text) => { watched[mark] = text; check() },
    click: (text) => {
      const target = findButton(text)
      if (!target) throw new Error('no button ' + text)
      marks.click = performance.now()
      target.click()
    },
  }
})()`

type Marks = Record<
  'button' | 'click' | 'row' | 'shown' | 'connected' | 'account',
  number | undefined
>
const walletName = 'Airlock Dev Wallet'
const walletScript = () =>
  `globalThis.__AIRLOCK_DEV_WALLET_CONFIG__ = ${JSON.stringify({
    chains: [{ id: 31337, name: 'Local', rpcUrl }],
  })};\n${readFileSync(getDevWalletBundlePath(), 'utf8')}`

type Bench = {
  marks: Marks
  watch: (mark: string, text: string) => void
  click: (text: string) => void
}
const bench = (page: Page) => ({
  marks: () => page.evaluate(() => (window as never as { __bench: Bench }).__bench.marks),
  /** Waits for a mark (page time), or throws after `timeout` ms. */
  waitFor: (mark: keyof Marks | string, timeout = 30_000) =>
    page.waitForFunction(
      (name) =>
        (window as never as { __bench: Bench }).__bench.marks[name as keyof Marks] !== undefined,
      mark,
      { timeout },
    ),
  /** Watches for a button reading `text` as `mark`, then clicks the button reading `click`. */
  watchAndClick: (mark: string, text: string, click: string) =>
    page.evaluate(
      ([mark, text, click]) => {
        const bench = (window as never as { __bench: Bench }).__bench
        bench.watch(mark as string, text as string)
        bench.click(click as string)
      },
      [mark, text, click],
    ),
})

/**
 * Counts the page's requests by phase, and resolves `idle()` once no request has been in flight
 * for `quietMs` (a request still open after `timeout` ms ends the wait: long polls never idle).
 */
function trackNetwork(page: Page) {
  const inFlight = new Set<Request>()
  let lastChange = performance.now()
  let phase = 'load'
  const requests: Record<string, number> = {}
  const settle = (request: Request) => {
    inFlight.delete(request)
    lastChange = performance.now()
  }
  page.on('request', (request) => {
    inFlight.add(request)
    lastChange = performance.now()
    requests[phase] = (requests[phase] ?? 0) + 1
  })
  page.on('requestfinished', settle)
  page.on('requestfailed', settle)
  return {
    requests,
    get phase() {
      return phase
    },
    set phase(next: string) {
      phase = next
    },
    async idle(quietMs = 1000, timeout = 15_000) {
      const deadline = performance.now() + timeout
      while (performance.now() < deadline) {
        if (inFlight.size === 0 && performance.now() - lastChange >= quietMs) return
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    },
  }
}

const firstAccountShort = '0xf3'
/** How long a visitor's pointer rests on the button before the click. */
const intentMs = 300

/**
 * The pointer enters the "Connect Wallet" button `intentMs` before the click, as a visitor's does
 * (what `preload: 'intent'` answers to).
 */
async function hoverBeforeClick(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().hover()
  await page.waitForTimeout(intentMs)
}

async function measure(
  browser: Browser,
  origin: string,
  wallet: string,
  flows: boolean,
): Promise<Sample> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const foreignHosts: string[] = []
  const network = trackNetwork(page)
  /** Scripts by the phase they were requested in, and whether the `load` event had fired. */
  const scripts: { phase: string; atLoad: boolean; body: Promise<Buffer> }[] = []
  let loaded = false
  page.on('load', () => {
    loaded = true
  })
  page.on('request', (request) => {
    const { hostname } = new URL(request.url())
    if (!['127.0.0.1', 'localhost'].includes(hostname) && request.url().startsWith('http'))
      foreignHosts.push(hostname)
  })
  page.on('response', (response) => {
    // A script still arriving when the context closes counts as empty.
    if (response.request().resourceType() === 'script')
      scripts.push({
        phase: network.phase,
        atLoad: !loaded,
        body: response.body().catch(() => Buffer.alloc(0)),
      })
  })
  await page.addInitScript({ content: wallet })
  await page.addInitScript({ content: observerScript })
  const marks = bench(page)
  const cdp = await context.newCDPSession(page)
  const heapMiB = async () => {
    await cdp.send('HeapProfiler.collectGarbage')
    const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
    return heap.usedSize / 1024 / 1024
  }
  await page.goto(origin)
  await marks.waitFor('button')
  // Before any click, until the network has been quiet for 1 s: what a visitor's phone fetches
  // while they read the page.
  await network.idle()
  const heapIdleMiB = await heapMiB()
  network.phase = 'open'
  await hoverBeforeClick(page)
  await marks.watchAndClick('row', walletName, 'Connect Wallet')
  await marks.waitFor('shown')
  // The opening's marks, before the flows below click again.
  const { button, click, row, shown } = await marks.marks()
  const heapOpenMiB = await heapMiB()
  // Late requests (analytics, remote config) still count.
  await network.idle()
  let connectRequests = Number.NaN
  let accountRequests = Number.NaN
  if (flows) {
    network.phase = 'connect'
    await marks.watchAndClick('connected', firstAccountShort, walletName)
    await marks.waitFor('connected')
    await network.idle()
    connectRequests = network.requests.connect ?? 0
    network.phase = 'account'
    await marks.watchAndClick('account', 'Disconnect', firstAccountShort)
    await marks.waitFor('account')
    await network.idle()
    accountRequests = network.requests.account ?? 0
  }
  await context.close()
  const sized = await Promise.all(
    scripts.map(async (script) => ({
      ...script,
      gzip: gzipSync(await script.body, { level: 9 }).length / 1024,
    })),
  )
  const atLoad = sized.filter((script) => script.atLoad)
  const beforeClick = sized.filter((script) => script.phase === 'load')
  const sum = (list: { gzip: number }[]) => list.reduce((total, item) => total + item.gzip, 0)
  return {
    jsKiB: sum(atLoad),
    jsFiles: atLoad.length,
    idleJsKiB: sum(beforeClick),
    idleJsFiles: beforeClick.length,
    idleRequests: network.requests.load ?? 0,
    navToButtonMs: button ?? Number.NaN,
    clickToRowMs: (row ?? Number.NaN) - (click ?? 0),
    clickToShownMs: (shown ?? Number.NaN) - (click ?? 0),
    heapIdleMiB,
    heapMiB: heapOpenMiB,
    openRequests: network.requests.open ?? 0,
    connectRequests,
    accountRequests,
    foreignRequests: foreignHosts.length,
    foreignHosts,
  }
}

/**
 * A page view on the throttled network: navigation → button, then, once the page's network is
 * idle, click → first wallet row.
 */
async function measureThrottled(
  browser: Browser,
  origin: string,
  wallet: string,
): Promise<ThrottledSample> {
  const context = await browser.newContext()
  const page = await context.newPage()
  const network = trackNetwork(page)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', throttle)
  await page.addInitScript({ content: wallet })
  await page.addInitScript({ content: observerScript })
  const marks = bench(page)
  await page.goto(origin, { timeout: 120_000 })
  await marks.waitFor('button', 120_000)
  await network.idle(1000, 60_000)
  await hoverBeforeClick(page)
  await marks.watchAndClick('row', walletName, 'Connect Wallet')
  await marks.waitFor('row', 60_000)
  const { button, click, row } = await marks.marks()
  await context.close()
  return { navToButtonMs: button ?? Number.NaN, clickToRowMs: (row ?? Number.NaN) - (click ?? 0) }
}

async function measureAll(dir: string): Promise<void> {
  const footprints = JSON.parse(readFileSync(join(dir, 'footprints.json'), 'utf8')) as Record<
    string,
    Footprint
  >
  const servers: Server[] = []
  const origins: Record<string, string> = {}
  for (const app of apps) {
    const server = await serveStatic(join(dir, app.name, 'dist'))
    servers.push(server)
    origins[app.name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  }
  const wallet = walletScript()
  const browser = await chromium.launch(chromiumLaunchOptions)
  const samples: Record<string, Sample[]> = Object.fromEntries(apps.map((app) => [app.name, []]))
  const throttled: Record<string, ThrottledSample[]> = Object.fromEntries(
    apps.map((app) => [app.name, []]),
  )
  const failures: string[] = []
  try {
    for (const app of apps) {
      await measure(browser, origins[app.name] as string, wallet, app.flows === true).catch(
        (error: Error) => failures.push(`${app.name} (warm-up): ${error.message.split('\n')[0]}`),
      )
    }
    for (let run = 0; run < runs; run++) {
      const order = runOrder(apps, run)
      for (const app of order) {
        try {
          samples[app.name]?.push(
            await measure(browser, origins[app.name] as string, wallet, app.flows === true),
          )
        } catch (error) {
          failures.push(`${app.name} run ${run + 1}: ${(error as Error).message.split('\n')[0]}`)
          samples[app.name]?.push(emptySample())
        }
      }
      console.log(`bench/modal: run ${run + 1}/${runs} done`)
    }
    // The phone network: fewer page views, each takes seconds.
    for (let run = 0; run < throttledRuns; run++) {
      for (const app of runOrder(apps, run)) {
        try {
          throttled[app.name]?.push(
            await measureThrottled(browser, origins[app.name] as string, wallet),
          )
        } catch (error) {
          failures.push(
            `${app.name} throttled run ${run + 1}: ${(error as Error).message.split('\n')[0]}`,
          )
          throttled[app.name]?.push({ navToButtonMs: Number.NaN, clickToRowMs: Number.NaN })
        }
      }
      console.log(`bench/modal: throttled run ${run + 1}/${throttledRuns} done`)
    }
  } finally {
    await browser.close()
    for (const server of servers) server.close()
  }
  writeFileSync(join(dir, 'samples.json'), JSON.stringify({ samples, throttled }, null, 2))
  for (const failure of failures) console.log(`bench/modal: page view failed: ${failure}`)
  process.exit(report(samples, throttled, footprints) ? 0 : 1)
}

const emptySample = (): Sample => ({
  jsKiB: Number.NaN,
  jsFiles: Number.NaN,
  idleJsKiB: Number.NaN,
  idleJsFiles: Number.NaN,
  idleRequests: Number.NaN,
  navToButtonMs: Number.NaN,
  clickToRowMs: Number.NaN,
  clickToShownMs: Number.NaN,
  heapIdleMiB: Number.NaN,
  heapMiB: Number.NaN,
  openRequests: Number.NaN,
  connectRequests: Number.NaN,
  accountRequests: Number.NaN,
  foreignRequests: Number.NaN,
  foreignHosts: [],
})

// ---------------------------------------------------------------------------------------------
// 3. Report

const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
const range = (values: number[]) => {
  const valid = values.filter((value) => !Number.isNaN(value))
  return [Math.min(...valid), Math.max(...valid)] as const
}
/** Per-run ratios of `key` between two apps' page views of the same run. */
const paired = (over: Sample[], under: Sample[], key: keyof Sample) =>
  over.map((sample, run) => (sample[key] as number) / (under[run]?.[key] as number))

function report(
  samples: Record<string, Sample[]>,
  throttled: Record<string, ThrottledSample[]>,
  footprints: Record<string, Footprint>,
): boolean {
  const floor = samples.floor ?? []
  const values = (name: string, key: keyof Sample) =>
    (samples[name] ?? []).map((sample) => sample[key] as number)
  const ratioCell = (name: string, key: keyof Sample) => {
    if (name === 'floor') return `1× (${median(values(name, key)).toFixed(1)})`
    const ratios = paired(samples[name] ?? [], floor, key)
    const [low, high] = range(ratios)
    return `×${median(ratios).toFixed(2)} (${low.toFixed(2)}–${high.toFixed(2)})`
  }
  const msCell = (name: string, key: keyof Sample) => {
    const [low, high] = range(values(name, key))
    return `${median(values(name, key)).toFixed(0)} ms (${low.toFixed(0)}–${high.toFixed(0)})`
  }
  const floorJs = median(values('floor', 'jsKiB'))
  const floorIdleJs = median(values('floor', 'idleJsKiB'))
  const throttledValues = (name: string, key: keyof ThrottledSample) =>
    (throttled[name] ?? []).map((sample) => sample[key])
  const count = (name: string, key: keyof Sample) => {
    const value = median(values(name, key))
    return Number.isNaN(value) ? '—' : value.toFixed(0)
  }
  const rows: [string, (name: string) => string][] = [
    [
      'JS fetched at load, gzip',
      (name) => {
        const kib = median(values(name, 'jsKiB'))
        return name === 'floor'
          ? `${kib.toFixed(1)} KiB`
          : `${kib.toFixed(1)} KiB (+${(kib - floorJs).toFixed(1)})`
      },
    ],
    ['JS files fetched at load', (name) => median(values(name, 'jsFiles')).toFixed(0)],
    [
      'JS fetched before any click (until the network is idle 1 s), gzip',
      (name) => {
        const kib = median(values(name, 'idleJsKiB'))
        const files = median(values(name, 'idleJsFiles')).toFixed(0)
        const over = name === 'floor' ? '' : ` (+${(kib - floorIdleJs).toFixed(1)})`
        return `${kib.toFixed(1)} KiB in ${files} files${over}`
      },
    ],
    ['requests before any click', (name) => median(values(name, 'idleRequests')).toFixed(0)],
    ['navigation → button visible (ms)', (name) => ratioCell(name, 'navToButtonMs')],
    ['click → first wallet row visible (ms)', (name) => ratioCell(name, 'clickToRowMs')],
    ['click → row fully shown', (name) => msCell(name, 'clickToShownMs')],
    ["JS heap after load, GC'd (MiB)", (name) => ratioCell(name, 'heapIdleMiB')],
    ['JS heap after opening (MiB)', (name) => ratioCell(name, 'heapMiB')],
    [
      'requests of each flow: open / connect / account',
      (name) =>
        `${count(name, 'openRequests')} / ${count(name, 'connectRequests')} / ${count(name, 'accountRequests')}`,
    ],
    [
      `throttled (${throttle.latency} ms RTT, 1.6 Mbit/s): navigation → button visible`,
      (name) => {
        const own = throttledValues(name, 'navToButtonMs')
        if (name === 'floor') return `1× (${median(own).toFixed(0)} ms)`
        const ratios = own.map((value, run) => value / (throttled.floor?.[run]?.navToButtonMs ?? 0))
        return `×${median(ratios).toFixed(2)} (${median(own).toFixed(0)} ms)`
      },
    ],
    [
      'throttled: click → first wallet row visible',
      (name) => {
        const own = throttledValues(name, 'clickToRowMs')
        const [low, high] = range(own)
        return `${median(own).toFixed(0)} ms (${low.toFixed(0)}–${high.toFixed(0)})`
      },
    ],
    [
      'requests to other hosts',
      (name) => {
        const hosts = new Set((samples[name] ?? []).flatMap((sample) => sample.foreignHosts))
        const count = median(values(name, 'foreignRequests')).toFixed(0)
        return hosts.size ? `${count} (${[...hosts].sort().join(', ')})` : count
      },
    ],
    ['install: packages', (name) => String(footprints[name]?.packages ?? '?')],
    ['install: MB', (name) => String(footprints[name]?.megabytes ?? '?')],
    ['install: @reown/* packages', (name) => String(footprints[name]?.reown.length ?? '?')],
  ]
  const names = apps.map((app) => app.name)
  console.log(
    `\nbench/modal: ${runs} interleaved page views of each app (${throttledRuns} on the throttled network); medians, paired ratios to the floor (min–max)\n`,
  )
  console.log(`| per page view (median) | ${apps.map((app) => app.label).join(' | ')} |`)
  console.log(`|---|${apps.map(() => '---').join('|')}|`)
  for (const [label, cell] of rows) console.log(`| ${label} | ${names.map(cell).join(' | ')} |`)
  for (const app of apps) {
    if (footprints[app.name]?.legacyPeerDeps)
      console.log(`\n${app.name} installed with --legacy-peer-deps (npm refused its peer ranges).`)
  }

  // The targets of issue #12, on the React 19 row against the floor.
  const airlock = samples.airlock
  if (!airlock) return true
  const ratio = (key: keyof Sample) => median(paired(airlock, floor, key))
  const js = median(values('airlock', 'jsKiB'))
  const files = median(values('airlock', 'jsFiles'))
  const ownFootprint = footprints.airlock
  const floorFootprint = footprints.floor
  const targets: [string, string, boolean][] = [
    [
      'JS fetched at load ≤ floor + 40 KiB gzip, in ≤ 6 files',
      `+${(js - floorJs).toFixed(1)} KiB in ${files} file(s)`,
      js - floorJs <= 40 && files <= 6,
    ],
    [
      'navigation → button visible ≤ ×1.1',
      `×${ratio('navToButtonMs').toFixed(2)}`,
      ratio('navToButtonMs') <= 1.1,
    ],
    [
      'click → first wallet row ≤ ×1.5',
      `×${ratio('clickToRowMs').toFixed(2)}`,
      ratio('clickToRowMs') <= 1.5,
    ],
    [
      'click → row fully shown ≤ 150 ms',
      `${median(values('airlock', 'clickToShownMs')).toFixed(0)} ms`,
      median(values('airlock', 'clickToShownMs')) <= 150,
    ],
    ['JS heap after opening ≤ ×1.5', `×${ratio('heapMiB').toFixed(2)}`, ratio('heapMiB') <= 1.5],
    [
      '0 requests to other hosts',
      String(Math.max(...values('airlock', 'foreignRequests'))),
      Math.max(...values('airlock', 'foreignRequests')) === 0,
    ],
  ]
  // The goals of a phone on a slow network (issue #37), on the same row.
  const idleJs = median(values('airlock', 'idleJsKiB'))
  const idleFiles = median(values('airlock', 'idleJsFiles'))
  const throttledRatio = median(
    (throttled.airlock ?? []).map(
      (sample, run) => sample.navToButtonMs / (throttled.floor?.[run]?.navToButtonMs ?? 0),
    ),
  )
  targets.push(
    [
      'JS before any click ≤ floor + 20 KiB gzip, in ≤ 4 files',
      `+${(idleJs - floorIdleJs).toFixed(1)} KiB in ${idleFiles} file(s)`,
      idleJs - floorIdleJs <= 20 && idleFiles <= 4,
    ],
    [
      "JS heap after load (GC'd) ≤ ×1.3",
      `×${ratio('heapIdleMiB').toFixed(2)}`,
      ratio('heapIdleMiB') <= 1.3,
    ],
    [
      'throttled navigation → button visible ≤ ×1.05',
      `×${throttledRatio.toFixed(2)}`,
      throttledRatio <= 1.05,
    ],
  )
  // The default preload is 'intent': the first row after a click on the throttled network,
  // with the pointer on the button before it, is what that default was chosen on.
  const throttledRow = median(throttledValues('airlock', 'clickToRowMs'))
  targets.push([
    `throttled click → first wallet row ≤ 1 s (pointer on the button ${intentMs} ms before)`,
    `${throttledRow.toFixed(0)} ms`,
    throttledRow <= 1000,
  ])
  const idle = samples['airlock-idle']
  if (idle) {
    const idleModeJs = median(values('airlock-idle', 'idleJsKiB'))
    const idleModeFiles = median(values('airlock-idle', 'idleJsFiles'))
    const idleModeHeap = median(paired(idle, floor, 'heapIdleMiB'))
    targets.push(
      [
        "preload: 'idle': JS before any click ≤ floor + 20 KiB gzip, in ≤ 4 files",
        `+${(idleModeJs - floorIdleJs).toFixed(1)} KiB in ${idleModeFiles} file(s)`,
        idleModeJs - floorIdleJs <= 20 && idleModeFiles <= 4,
      ],
      [
        "preload: 'idle': JS heap after load (GC'd) ≤ ×1.3",
        `×${idleModeHeap.toFixed(2)}`,
        idleModeHeap <= 1.3,
      ],
    )
  }
  if (ownFootprint && floorFootprint) {
    const packages = ownFootprint.packages / floorFootprint.packages
    const megabytes = ownFootprint.megabytes / floorFootprint.megabytes
    targets.push([
      'install ≤ 1.5× the bare wagmi app (packages and MB), no @reown/*',
      `×${packages.toFixed(2)} packages, ×${megabytes.toFixed(2)} MB, ${ownFootprint.reown.length} @reown/*`,
      packages <= 1.5 && megabytes <= 1.5 && ownFootprint.reown.length === 0,
    ])
  }
  const react18 = samples['airlock-react18']
  if (react18) {
    const timings = ['navToButtonMs', 'clickToRowMs', 'clickToShownMs'] as const
    const worst = Math.max(...timings.map((key) => median(paired(react18, airlock, key))))
    targets.push([
      'React 18 row within ×1.2 of the React 19 row on every timing',
      `worst ×${worst.toFixed(2)}`,
      worst <= 1.2,
    ])
  }
  console.log('\n| target (Airlock, React 19, against the floor) | measured | |\n|---|---|---|')
  for (const [target, measured, met] of targets)
    console.log(`| ${target} | ${measured} | ${met ? 'met' : '**not met**'} |`)
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromiumVersion()}, load average ${loadAverage()}`,
  )
  return targets.every(([, , met]) => met)
}

function chromiumVersion(): string {
  try {
    return execFileSync(chromiumLaunchOptions.executablePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return 'Chromium'
  }
}

function loadAverage(): string {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
  } catch {
    return '?'
  }
}

// Last, once every constant above exists.
if (process.argv[2] === '--measure') {
  await measureAll(process.argv[3] as string)
} else {
  prepareAndMeasure()
}
