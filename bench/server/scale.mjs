// Throughput and latency of the scale-out stack (two airlock-server instances on one Postgres and
// one Redis behind HAProxy) against one of its instances alone and a bare node:http handler (the
// machine's limit), per route, loopback only, bounded in time. Prints a Markdown table. See README.md.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { cpus, loadavg, totalmem } from 'node:os'
import { createInterface } from 'node:readline'
import autocannon from 'autocannon'
import { startScaleStack } from '../../scripts/lib/scaleStack.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 3)
const seconds = Number(process.env.BENCH_SECONDS ?? 3)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 64)
const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

// The floor: a plain handler answering a small JSON body, in a process of its own.
const floor = spawn(
  process.execPath,
  [
    '-e',
    `const s = require('node:http').createServer((q, r) => { q.resume(); q.on('end', () => {
       r.writeHead(200, { 'content-type': 'application/json' }); r.end('{"jsonrpc":"2.0","id":1,"result":"0x1"}') }) })
     s.listen(0, '127.0.0.1', () => console.log(s.address().port))`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
)
const [floorPort] = await once(createInterface({ input: floor.stdout }), 'line')
const floorUrl = `http://127.0.0.1:${floorPort}`

const stack = await startScaleStack({
  instances: 2,
  env: { AIRLOCK_RPC_PROJECT_RATE_LIMIT_MAX: '0', AIRLOCK_RPC_IP_RATE_LIMIT_MAX: '0' },
})
const rpc = (method) => ({
  path: '/v1/?chainId=eip155:31337&projectId=local-dev',
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
})
const routes = {
  'RPC eth_chainId (cached)': rpc('eth_chainId'),
  'RPC eth_blockNumber (node)': rpc('eth_blockNumber'),
  'balance (2 s shared cache)': {
    path: `/v1/account/${account}/balance?chainId=eip155:31337&projectId=local-dev`,
  },
  'balance forceUpdate': {
    path: `/v1/account/${account}/balance?chainId=eip155:31337&projectId=local-dev&forceUpdate=1`,
  },
  getWallets: { path: '/getWallets?page=1&entries=40&projectId=local-dev' },
}

async function measure(base, route, duration = seconds) {
  const result = await autocannon({
    url: `${base}${route.path}`,
    method: route.method ?? 'GET',
    headers: route.headers,
    body: route.body,
    connections,
    duration,
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${count}×${code}`),
  }
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const summary = (samples) => ({
  rps: median(samples.map((s) => s.rps)),
  p50: median(samples.map((s) => s.p50)),
  p99: median(samples.map((s) => s.p99)),
  failed: samples.reduce((sum, s) => sum + s.failed, 0),
  statuses: [...new Set(samples.flatMap((s) => s.statuses))].join(' '),
})

const rows = []
try {
  const targets = { floor: floorUrl, one: stack.instances[0].url, scaled: stack.url }
  for (const route of Object.values(routes)) {
    for (const base of Object.values(targets)) await measure(base, route, 1)
  }
  console.log(
    `${runs} interleaved runs of ${seconds} s, ${connections} connections; ${cpus().length} cores, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${loadavg()[0].toFixed(1)}`,
  )
  const only = process.env.BENCH_ROUTES?.split(',')
  for (const [name, route] of Object.entries(routes)) {
    if (only && !only.some((part) => name.includes(part))) continue
    const samples = { floor: [], one: [], scaled: [] }
    for (let run = 0; run < runs; run++) {
      for (const [target, base] of Object.entries(targets)) {
        samples[target].push(await measure(base, route))
      }
    }
    const floorStats = summary(samples.floor)
    const one = summary(samples.one)
    const scaled = summary(samples.scaled)
    rows.push(
      `| ${name} | ${floorStats.rps.toFixed(0)} | ${one.rps.toFixed(0)} (p50 ${one.p50}, p99 ${one.p99}) | ` +
        `${scaled.rps.toFixed(0)} (p50 ${scaled.p50}, p99 ${scaled.p99}) | ` +
        `${(scaled.rps / one.rps).toFixed(2)} | ${(scaled.rps / floorStats.rps).toFixed(2)} | ` +
        `${one.failed} / ${scaled.failed}${scaled.statuses ? ` (${scaled.statuses})` : ''} |`,
    )
    console.log(rows.at(-1))
  }
} finally {
  await stack.stop()
  floor.kill('SIGTERM')
}
console.log(
  '\n| Route | Floor req/s | One instance req/s (ms) | Two behind HAProxy req/s (ms) | Two / one | Two / floor | Failed (one / two) |',
)
console.log('| --- | --- | --- | --- | --- | --- | --- |')
for (const row of rows) console.log(row)
