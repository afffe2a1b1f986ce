// One account's balance, history and NFTs answered by two airlock-server processes (the build)
// over one anvil chain of at least 10,000 blocks: one serving history from its built-in index
// (from block 0, measured once /ready says it caught up), one through the Otterscan driver with
// nothing indexed. Then one account's balances of N ERC-20s read through the server's Multicall3
// reader (one aggregate3) against one balanceOf eth_call per token. Interleaved runs, medians,
// min–max spreads and ratios; loopback only. See README.md.
import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getAnvilBinaryPath, getFreePort, startAssetsServer } from '@airlock/testing/devnet'
import { createPublicClient, erc20Abi, http } from 'viem'
import { createChainRuntimes } from '../../packages/server/src/chains/chainRuntime.js'
import { createTokenSource } from '../../packages/server/src/sources/tokens/createTokenSource.js'
import { formatSummary, summarize } from '../lib/latencySummary.js'
import { runOrder } from '../lib/runOrder.js'
import { prepareSourcesChain } from './sourcesChain.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 9)
/** Warm asks after each cold one; their median is the run's warm figure. */
const repeats = Number(process.env.BENCH_REPEATS ?? 5)
const blocks = Number(process.env.BENCH_BLOCKS ?? 10_000)
const tokenCounts = (process.env.BENCH_TOKENS ?? '2,20,100').split(',').map(Number)

const root = fileURLToPath(new URL('../..', import.meta.url))
const serverBin = join(root, 'packages/server/bin/airlock-server.js')
if (!existsSync(join(root, 'packages/server/dist/cli.js'))) {
  console.error('The benchmark runs the built server: pnpm build')
  process.exit(1)
}
const log = (line) => console.log(line)
const chainId = 'eip155:31337'
const routeNames = ['balance', 'history', 'nfts']

const startLoad = loadavg()[0]
log(
  `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
    `load ${startLoad.toFixed(1)}; ${runs} runs, ${repeats} warm asks each`,
)
// A fresh account per route and run (the Otterscan driver remembers what it scanned per account),
// and one more to warm both servers up; fewer runs than 9 use the default chain.
const chain = await prepareSourcesChain({
  blocks,
  accounts: Math.max(runs, 9) * routeNames.length + 1,
  tokens: Math.max(...tokenCounts),
  log,
})
log(
  `chain: ${chain.head + 1} blocks, ${chain.accounts.length} accounts with the same activity; ` +
    `${chain.builtIn === null ? '' : `built in ${chain.builtIn.toFixed(0)} s once, `}loaded in ${chain.loadedIn.toFixed(1)} s`,
)
const assets = await startAssetsServer(await getFreePort())
const servers = []

try {
  // One after the other, so neither start competes with the other for the cores.
  const otterscan = await startServer('otterscan', 'otterscan')
  servers.push(otterscan)
  const index = await startServer('index', 'indexer')
  servers.push(index)
  const indexedIn = index.readyIn - index.listeningIn
  log(
    `Otterscan driver: ready ${otterscan.readyIn.toFixed(1)} s after start; built-in index: ` +
      `listening after ${index.listeningIn.toFixed(1)} s, ready (${chain.head + 1} blocks indexed) ` +
      `${indexedIn.toFixed(1)} s later`,
  )

  // Both servers describe the tokens (names, decimals) once and warm up on an account of their own.
  const warmUp = chain.accounts.at(-1)
  for (const server of [index, otterscan]) {
    for (const name of routeNames) await ask(server, name, warmUp)
  }

  const samples = {}
  const mismatches = []
  for (let run = 0; run < runs; run++) {
    for (const [routeIndex, name] of routeNames.entries()) {
      const account = chain.accounts[run * routeNames.length + routeIndex]
      const answers = {}
      for (const server of runOrder([index, otterscan], run + routeIndex)) {
        // history: the first page, then the page after its cursor.
        const first = await ask(server, name, account)
        const second = name === 'history' ? await ask(server, name, account, first.next) : null
        const warm = { first: [], second: [] }
        for (let repeat = 0; repeat < repeats; repeat++) {
          warm.first.push((await ask(server, name, account)).ms)
          if (second) warm.second.push((await ask(server, name, account, first.next)).ms)
        }
        record(samples, `${name}|${server.name}|cold`, first.ms)
        record(samples, `${name}|${server.name}|warm`, summarize(warm.first).median)
        if (second) {
          record(samples, `history p2|${server.name}|cold`, second.ms)
          record(samples, `history p2|${server.name}|warm`, summarize(warm.second).median)
        }
        answers[server.name] = [first.body, second?.body]
      }
      if (comparable(answers.index) !== comparable(answers.otterscan))
        mismatches.push(`${name} of ${account}`)
    }
    log(`run ${run + 1} of ${runs} done`)
  }

  const multicall = await measureMulticall()
  const endLoad = loadavg()[0]

  log(
    `\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load ${startLoad.toFixed(1)} at start, ${endLoad.toFixed(1)} at end; ` +
      `${anvilVersion()}; ${chain.head + 1} blocks, indexed in ${indexedIn.toFixed(0)} s`,
  )
  log('\nLatency in ms, median over runs (min–max); ratio = Otterscan / index')
  log('\n| Route | Index cold | Otterscan cold | Ratio | Index warm | Otterscan warm | Ratio |')
  log('| --- | --- | --- | --- | --- | --- | --- |')
  for (const name of ['balance', 'history', 'history p2', 'nfts']) {
    const cells = ['cold', 'warm'].flatMap((state) => {
      const indexed = summarize(samples[`${name}|index|${state}`])
      const otter = summarize(samples[`${name}|otterscan|${state}`])
      return [
        formatSummary(indexed, 1),
        formatSummary(otter, 1),
        (otter.median / indexed.median).toFixed(2),
      ]
    })
    const label = name === 'history' ? 'history p1' : name
    log(`| ${label} | ${cells.join(' | ')} |`)
  }
  // Two servers answering differently would not be measuring the same work.
  if (mismatches.length > 0) process.exitCode = 1
  log(
    mismatches.length === 0
      ? '\nBoth servers gave the same answers to every cold ask.'
      : `\nANSWERS DIFFER between the servers: ${mismatches.join('; ')}`,
  )

  log('\nToken balances of one account, ms per read, median over runs (min–max)')
  log(
    '\n| Tokens | Multicall3 aggregate3 | balanceOf per token, one JSON-RPC batch | Ratio | balanceOf per token, one HTTP request each | Ratio |',
  )
  log('| --- | --- | --- | --- | --- | --- |')
  for (const row of multicall) {
    log(
      `| ${row.count} | ${formatSummary(row.aggregate3, 2)} | ${formatSummary(row.batched, 2)} | ` +
        `${(row.aggregate3.median / row.batched.median).toFixed(2)} | ${formatSummary(row.separate, 2)} | ` +
        `${(row.aggregate3.median / row.separate.median).toFixed(2)} |`,
    )
  }
} finally {
  await Promise.allSettled(servers.map((server) => server.stop()))
  await assets.stop()
  await chain.anvil.stop()
}

/** One `airlock-server` process from the build, its chain's history from `driver`. */
async function startServer(name, driver) {
  const port = await getFreePort()
  const started = performance.now()
  const child = spawn(process.execPath, [serverBin], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      AIRLOCK_DATA_DIR: 'memory',
      // Icon links name the server: the same base for both, so their answers compare.
      AIRLOCK_PUBLIC_URL: 'http://airlock.test',
      AIRLOCK_CHAINS: JSON.stringify([
        {
          id: 31337,
          name: 'Airlock Local',
          rpcUrl: chain.anvil.rpcUrl,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          // The ERC-20s shown are the ones the history driver finds.
          tokens: [],
          data: { history: { driver } },
        },
      ]),
      AIRLOCK_INDEXER: driver === 'indexer' ? 'on' : 'off',
      AIRLOCK_BITCOIN_NETWORKS: '[]',
      AIRLOCK_SOLANA_NETWORKS: '[]',
      AIRLOCK_FRAME: 'off',
      AIRLOCK_RELAY: 'off',
      AIRLOCK_RPC: 'off',
      AIRLOCK_RATE_LIMIT_MAX: '0',
      // The collection's metadata, from this run's assets server.
      AIRLOCK_METADATA_REWRITES: JSON.stringify({ 'http://127.0.0.1:8547': assets.baseUrl }),
      AIRLOCK_NFT_METADATA_ALLOW_HOSTS: new URL(assets.baseUrl).host,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = once(child, 'exit')
    process.kill(child.pid, 'SIGTERM')
    await exited
  }
  const deadline = Date.now() + 15 * 60_000
  let listeningIn
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${name} server exited (${child.exitCode})`)
    // 503 while the index catches up; no answer before the server listens.
    const status = await fetch(`${url}/ready`).then(
      (response) => response.status,
      () => 0,
    )
    if (status !== 0) listeningIn ??= (performance.now() - started) / 1000
    if (status === 200) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`the ${name} server was not ready within 15 minutes`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return { name, url, listeningIn, readyIn: (performance.now() - started) / 1000, stop }
}

/** One ask of `route` about `account`, timed until its whole body is read. */
async function ask(server, route, account, cursor) {
  const query =
    route === 'balance'
      ? // forceUpdate skips the route's shared 2 s answer cache: the driver is asked every time.
        `chainId=${chainId}&forceUpdate=1`
      : `chainId=${chainId}${cursor ? `&cursor=${cursor}` : ''}`
  const started = performance.now()
  const response = await fetch(
    `${server.url}/v1/account/${account}/${route}?${query}&projectId=local-dev`,
  )
  const text = await response.text()
  const ms = performance.now() - started
  if (!response.ok) throw new Error(`${server.name} ${route}: ${response.status} ${text}`)
  const body = JSON.parse(text)
  return { ms, body, next: body.next }
}

/** An answer as compared between the servers: balances in a fixed order. */
function comparable(answer) {
  return JSON.stringify(answer, (key, value) =>
    key === 'balances'
      ? [...value].sort((a, b) => (a.address ?? '').localeCompare(b.address ?? ''))
      : value,
  )
}

function record(samples, key, value) {
  samples[key] ??= []
  samples[key].push(value)
}

/**
 * The holder's balances of N tokens: the server's token source (one Multicall3 aggregate3)
 * against one balanceOf per token through the same client (the server's: reads of one tick go out
 * as one JSON-RPC batch), and through a client sending one HTTP request per read.
 */
async function measureMulticall() {
  const config = {
    id: 31337,
    name: 'Airlock Local',
    rpcUrl: chain.anvil.rpcUrl,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    tokens: [],
  }
  const runtime = [...createChainRuntimes([config]).values()][0]
  const tokenSource = createTokenSource({
    chain: runtime,
    // Only token-list URLs are read through it; this chain has none.
    access: {
      allowHosts: [],
      ipfsGateway: '',
      timeoutMs: 1,
      maxBytes: 1,
      maxRedirects: 0,
      rewrites: {},
    },
  })
  const separateClient = createPublicClient({
    transport: http(config.rpcUrl, { retryCount: 2, retryDelay: 150, timeout: 10_000 }),
  })
  const perToken = (client, tokens) =>
    Promise.all(
      tokens.map((address) =>
        client.readContract({
          address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [chain.holder],
        }),
      ),
    )
  const rows = []
  for (const count of tokenCounts) {
    const tokens = chain.tokens.slice(0, count)
    const methods = {
      aggregate3: () => tokenSource.balancesOf(chain.holder, tokens),
      batched: () => perToken(runtime.client, tokens),
      separate: () => perToken(separateClient, tokens),
    }
    // Each way must read the same balances: the minted 1, 2, 3, … AUSD-sized units.
    const expected = JSON.stringify(tokens.map((_, index) => String(BigInt(index + 1) * 10n ** 6n)))
    for (const [name, read] of Object.entries(methods)) {
      const got = JSON.stringify((await read()).map(String))
      if (got !== expected) throw new Error(`${name} of ${count} tokens read ${got}`)
      for (let repeat = 0; repeat < repeats; repeat++) await read()
    }
    const perRun = { aggregate3: [], batched: [], separate: [] }
    for (let run = 0; run < runs; run++) {
      for (const name of runOrder(Object.keys(methods), run)) {
        const times = []
        for (let repeat = 0; repeat < repeats * 2; repeat++) {
          const started = performance.now()
          await methods[name]()
          times.push(performance.now() - started)
        }
        perRun[name].push(summarize(times).median)
      }
    }
    rows.push({
      count,
      aggregate3: summarize(perRun.aggregate3),
      batched: summarize(perRun.batched),
      separate: summarize(perRun.separate),
    })
  }
  return rows
}

function anvilVersion() {
  return execFileSync(getAnvilBinaryPath(), ['--version'], { encoding: 'utf8' }).split('\n')[0]
}
