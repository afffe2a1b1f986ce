// One airlock-server (the built CLI, its own defaults) against a bare node:http handler answering a
// fixed JSON body, on the cached balance and registry routes: the server's share of the machine's
// limit for a loopback HTTP round trip. Server and floor are pinned to one core, the load generator
// to the other; runs interleave; medians and ratios. Bounded (about 1 min with the defaults). See
// README.md.
import { execFileSync, spawn } from 'node:child_process'
import { once } from 'node:events'
import { cpus, loadavg, totalmem } from 'node:os'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { localChains } from '@airlock/server'
import { devAccounts } from '@airlock/testing'
import { getFreePort, startDevnet } from '@airlock/testing/devnet'
import autocannon from 'autocannon'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64)
// The server's and the floor's core, and the load generator's (this process and the chain).
const serverCpu = process.env.BENCH_SERVER_CPU ?? '0'
const loadCpu = process.env.BENCH_LOAD_CPU ?? '1'
const minRatio = 0.6
const serverBin = fileURLToPath(
  new URL('../../packages/server/bin/airlock-server.js', import.meta.url),
)

/** Pins a running process (every thread) to `cpu`; a no-op where taskset is missing. */
function pin(pid, cpu) {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', cpu, String(pid)], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

async function waitFor(url, child) {
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited`)
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 60 s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const pinned = pin(process.pid, loadCpu)
const devnet = await startDevnet({
  ports: { primary: await getFreePort(), secondary: await getFreePort() },
  assetsPort: false,
})
for (const chain of Object.values(devnet.chains)) if (chain.pid) pin(chain.pid, loadCpu)
const account = devAccounts[0].address

// The server as a deployment runs it: its CLI and defaults (log level, rate limit on, CORS,
// project and origin checks), the seeded chain 31337 only, embedded storage in memory. The limit
// per address is raised so the one loopback client is not answered 429.
const port = await getFreePort()
const { data: _data, ...chain } = localChains[0]
const profileDir = process.env.BENCH_PROFILE_DIR
const server = spawn(
  process.execPath,
  [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), serverBin],
  {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      AIRLOCK_DATA_DIR: 'memory',
      AIRLOCK_CHAINS: JSON.stringify([{ ...chain, rpcUrl: devnet.chains.primary.rpcUrl }]),
      AIRLOCK_BITCOIN_NETWORKS: '[]',
      AIRLOCK_SOLANA_NETWORKS: '[]',
      AIRLOCK_INDEXER: 'off',
      AIRLOCK_FRAME: 'off',
      AIRLOCK_RATE_LIMIT_MAX: '100000000',
      ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
    },
    // The logs are written (to /dev/null): the server pays for each line, nobody reads it.
    stdio: ['ignore', 'ignore', 'inherit'],
  },
)
const spawnedAt = Date.now()
const serverUrl = `http://127.0.0.1:${port}`
await waitFor(`${serverUrl}/ready`, server)
pin(server.pid, serverCpu)

const only = process.env.BENCH_ROUTES?.split(',')
const routes = Object.fromEntries(
  Object.entries({
    'balance (cached)': `/v1/account/${account}/balance?chainId=eip155:31337&projectId=local-dev`,
    // The registry as the modal asks it: the Connect view's featured wallets on every opening,
    // and a page of All Wallets.
    'getWallets (registry, Connect view: 4)': '/getWallets?page=1&entries=4&projectId=local-dev',
    'getWallets (registry, All Wallets: 40)': '/getWallets?page=1&entries=40&projectId=local-dev',
  }).filter(([name]) => !only || only.some((part) => name.includes(part))),
)
const bodies = {}
for (const [name, path] of Object.entries(routes)) {
  const response = await fetch(`${serverUrl}${path}`, { headers: { origin: 'http://localhost' } })
  if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`)
  bodies[name] = await response.text()
}
// The floor: a bare handler answering a fixed body, on the server's core. At `/fixed`, a small
// JSON body (the machine's limit for a loopback HTTP round trip, what the target compares to); at
// each route's path and query, that route's own bytes (the same response size, none of the work).
const fixedBody = '{"jsonrpc":"2.0","id":1,"result":"0x1"}'
const floor = spawn(
  'taskset',
  [
    '-c',
    serverCpu,
    process.execPath,
    '-e',
    `const bodies = new Map(${JSON.stringify(Object.entries(routes).map(([name, path]) => [path, bodies[name]]))})
     const s = require('node:http').createServer((q, r) => {
       const body = bodies.get(q.url) ?? ${JSON.stringify(fixedBody)}
       r.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }); r.end(body) })
     s.listen(0, '127.0.0.1', () => console.log(s.address().port))`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
)
const [floorPort] = await once(createInterface({ input: floor.stdout }), 'line')
const floorUrl = `http://127.0.0.1:${floorPort}`

async function measure(url, duration = seconds) {
  // A browser's request: the origin is checked against the project's allow-list.
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { origin: 'http://localhost' },
  })
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  }
  return { rps: result.requests.average, p99: result.latency.p99 }
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

let failed = false
const rows = []
try {
  await measure(`${floorUrl}/fixed`, 1)
  for (const path of Object.values(routes)) {
    await measure(`${floorUrl}${path}`, 1)
    await measure(`${serverUrl}${path}`, 1)
  }
  console.log(
    `${runs} interleaved runs of ${seconds} s, ${connections} connections; ${cpus().length} cores` +
      `${pinned ? ` (server and floor on ${serverCpu}, load on ${loadCpu})` : ' (not pinned)'}, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${loadavg()[0].toFixed(1)}, ` +
      `LOG_LEVEL ${process.env.BENCH_LOG_LEVEL ?? '(default)'}`,
  )
  if (profileDir) {
    console.log(
      `profile: measured runs start ${((Date.now() - spawnedAt) / 1000).toFixed(1)} s after the server started`,
    )
  }
  for (const [name, path] of Object.entries(routes)) {
    const samples = { fixed: [], same: [], server: [] }
    for (let run = 0; run < runs; run++) {
      // Rotate which goes first, so a slow moment of the machine does not favour one side.
      const steps = [
        async () => samples.fixed.push(await measure(`${floorUrl}/fixed`)),
        async () => samples.same.push(await measure(`${floorUrl}${path}`)),
        async () => samples.server.push(await measure(`${serverUrl}${path}`)),
      ]
      for (let step = 0; step < steps.length; step++) await steps[(step + run) % steps.length]()
    }
    // Ratios are taken run by run (the three ran back to back), then the median.
    const ratioTo = (floorSamples) =>
      median(samples.server.map((sample, run) => sample.rps / floorSamples[run].rps))
    const ratio = ratioTo(samples.fixed)
    failed ||= ratio < minRatio
    const rps = (list) => median(list.map((s) => s.rps)).toFixed(0)
    const p99 = (list) => median(list.map((s) => s.p99))
    rows.push(
      `| ${name} | ${rps(samples.fixed)} (${p99(samples.fixed)}) | ` +
        `${Buffer.byteLength(bodies[name])} | ${rps(samples.same)} (${p99(samples.same)}) | ` +
        `${rps(samples.server)} (${p99(samples.server)}) | ${ratio.toFixed(2)} ${ratio >= minRatio ? 'ok' : 'MISSED'} | ` +
        `${ratioTo(samples.same).toFixed(2)} |`,
    )
    console.log(rows.at(-1))
  }
} finally {
  floor.kill('SIGTERM')
  server.kill('SIGTERM')
  await once(server, 'exit')
  await devnet.stop()
}
console.log(
  `\n| Route | Floor, fixed ${Buffer.byteLength(fixedBody)} B: req/s (p99 ms) | Route's body, bytes | ` +
    `Floor, route's body: req/s (p99 ms) | Server: req/s (p99 ms) | Server / fixed floor (≥ ${minRatio}) | ` +
    `Server / route's-body floor |`,
)
console.log('| --- | --- | --- | --- | --- | --- | --- |')
for (const row of rows) console.log(row)
process.exit(failed ? 1 : 0)
