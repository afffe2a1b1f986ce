// Requests/s and p99 latency of the balance and getWallets routes of airlock-server against a
// floor (a plain node:http handler doing the same job), interleaved run by run, loopback only.
// Reports medians, ratios and spreads; exits 1 when a target is missed. See README.md.
import { once } from 'node:events'
import { cpus, totalmem } from 'node:os'
import autocannon from 'autocannon'
import { startTargets } from '../lib/startTargets.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 9)
const seconds = Number(process.env.BENCH_SECONDS ?? 3)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)

// Airlock must keep at least this share of the floor's throughput, and at most this many times
// its p99.
const targets = {
  // Answers are shared for 2 s, as a deployed server does.
  balance: { minThroughputRatio: 1, maxP99Ratio: 1 },
  // Every request reads the chain, like the floor.
  'balance forceUpdate': { minThroughputRatio: 0.5, maxP99Ratio: 2 },
  getWallets: { minThroughputRatio: 0.5, maxP99Ratio: 3 },
}

const { child, ready } = await startTargets(new URL('./targets.mjs', import.meta.url))
const { floorUrl, airlockUrl, account } = ready

const routes = {
  balance: (base, project) =>
    `${base}/v1/account/${account}/balance?chainId=eip155:31337${project ? '&projectId=local-dev' : ''}`,
  'balance forceUpdate': (base, project) =>
    `${base}/v1/account/${account}/balance?chainId=eip155:31337${project ? '&projectId=local-dev&forceUpdate=1' : ''}`,
  getWallets: (base, project) =>
    `${base}/getWallets?page=1&entries=40${project ? '&projectId=local-dev' : ''}`,
}

async function measure(url) {
  const result = await autocannon({ url, connections, duration: seconds })
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
const spread = (values) => `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`

let failed = false
try {
  // Warm both up (JIT, connection pools, caches).
  for (const route of Object.values(routes)) {
    await autocannon({ url: route(floorUrl, false), connections, duration: 1 })
    await autocannon({ url: route(airlockUrl, true), connections, duration: 1 })
  }
  console.log(
    `${runs} interleaved runs of ${seconds} s, ${connections} connections; ${cpus().length} cores, ` +
      `${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  )
  for (const [name, route] of Object.entries(routes)) {
    const floor = []
    const airlock = []
    for (let run = 0; run < runs; run++) {
      floor.push(await measure(route(floorUrl, false)))
      airlock.push(await measure(route(airlockUrl, true)))
    }
    const floorRps = median(floor.map((s) => s.rps))
    const airlockRps = median(airlock.map((s) => s.rps))
    const floorP99 = median(floor.map((s) => s.p99))
    const airlockP99 = median(airlock.map((s) => s.p99))
    const throughputRatio = airlockRps / floorRps
    const p99Ratio = airlockP99 / Math.max(floorP99, 1)
    const target = targets[name]
    const ok = throughputRatio >= target.minThroughputRatio && p99Ratio <= target.maxP99Ratio
    failed ||= !ok
    console.log(`\n${name}`)
    console.log(
      `  requests/s  floor ${floorRps.toFixed(0)} (${spread(floor.map((s) => s.rps))})  ` +
        `airlock ${airlockRps.toFixed(0)} (${spread(airlock.map((s) => s.rps))})  ` +
        `ratio ${throughputRatio.toFixed(2)} (target ≥ ${target.minThroughputRatio})`,
    )
    console.log(
      `  p99 ms      floor ${floorP99} (${spread(floor.map((s) => s.p99))})  ` +
        `airlock ${airlockP99} (${spread(airlock.map((s) => s.p99))})  ` +
        `ratio ${p99Ratio.toFixed(2)} (target ≤ ${target.maxP99Ratio})  ${ok ? 'ok' : 'MISSED'}`,
    )
  }
} finally {
  child.kill('SIGTERM')
  await once(child, 'exit')
}
process.exit(failed ? 1 : 0)
