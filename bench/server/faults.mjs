// Faults under load on the scale-out stack of capped instances (cappedStack.mjs): while the pair
// carries 1.5× one instance's saturation rate of the cached balance route and a steady stream of
// analytics writes (POST /e, a new event id each), one instance is SIGKILLed and started again,
// then Redis is restarted, then Postgres. Per fault: the failed requests, the window from the
// first to the last, p99 before, in and after it, and acknowledged writes missing from Postgres
// at the end (the target: none). Bounded in time; prints a Markdown table. See README.md.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { devAccounts } from '@airlock/testing'
import { ensurePostgres } from '../../scripts/lib/postgres.mjs'
import { instanceShare, origin, startCappedStack } from './cappedStack.mjs'
import { createPool, failures, quantile, runOpenLoop } from './openLoop.mjs'
import { createRawPool, requestBytes } from './rawClient.mjs'
import { measure, saturation, startRate } from './saturation.mjs'

const loadFactor = Number(process.env.BENCH_FAULT_LOAD ?? 1.5)
const writeRate = Number(process.env.BENCH_WRITE_RATE ?? 50)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 30)
// Each fault's run: load alone, then the fault, then load until the run's end.
const faultSeconds = Number(process.env.BENCH_FAULT_SECONDS ?? 20)
// Load before each fault, not measured: a restarted instance warms up before the next fault.
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 10)
const faultAtMs = 5_000
const afterMs = 5_000
const account = devAccounts[0].address

const read = {
  path: `/v1/account/${account}/balance?chainId=eip155:31337&projectId=local-dev`,
  headers: { origin },
}
let sequence = 0
const write = {
  path: '/e?projectId=local-dev',
  method: 'POST',
  headers: { origin, 'content-type': 'application/json' },
  body: () =>
    JSON.stringify({
      eventId: `fault-${process.pid}-${++sequence}`,
      url: origin,
      domain: 'localhost',
      timestamp: Date.now(),
      props: { bench: 'faults' },
    }),
}

const p99 = (records) =>
  quantile(
    records.map((r) => r.ms).sort((a, b) => a - b),
    0.99,
  )
const ms = (value) => (Number.isNaN(value) ? '–' : value.toFixed(1))
const failed = (r) => r.status < 200 || r.status >= 300

const rows = []
const capped = await startCappedStack()
const { stack, single } = capped
const readAgent = createPool(connections)
const writeAgent = createPool(8)
// Reads through the lean client, as the saturation search's: node:http's costs the load core more
// than 1.5× one instance's rate leaves it.
const readPool = createRawPool(stack.url, connections)
const readBytes = requestBytes(stack.url, read)
const sendRead = () => readPool.request(readBytes, 10_000)
try {
  let readRate = Number(process.env.BENCH_FAULT_RATE ?? 0)
  if (!readRate) {
    // As in scale.mjs: a capped instance is slow until its hot code is compiled.
    console.log('cached balance: warm-up, both instances')
    await measure(readAgent, stack.url, read, startRate * 2, warmupSeconds, { stopEarly: false })
    console.log('cached balance: one instance')
    const one = await saturation(readAgent, single.url, read, startRate)
    if (!one.good) throw new Error('one instance met the target at no rate')
    readRate = one.good.rate
  }
  readRate = Math.round(readRate * loadFactor)
  console.log(
    `Each instance capped to ${instanceShare} core; ${readRate} reads/s (${loadFactor}× one instance) ` +
      `and ${writeRate} writes/s through HAProxy, ${faultSeconds} s per fault, the fault at ${faultAtMs / 1000} s`,
  )

  const faults = {
    'instance SIGKILLed, started again': async () => {
      await stack.instances[1].kill('SIGKILL')
      await stack.instances[1].start()
    },
    'Redis restarted': async () => {
      await stack.redis.stop()
      await stack.redis.start()
    },
    'Postgres restarted': async () => {
      await stack.postgres.stop()
      await stack.postgres.start()
    },
  }
  const acknowledged = []
  for (const [name, fault] of Object.entries(faults)) {
    // Writes too: the first ones would otherwise compile the write path inside the measured run.
    const [settled, settledWrites] = await Promise.all([
      runOpenLoop({
        base: stack.url,
        route: read,
        rate: readRate,
        send: sendRead,
        seconds: settleSeconds,
        agent: readAgent,
      }),
      runOpenLoop({
        base: stack.url,
        route: write,
        rate: writeRate,
        seconds: settleSeconds,
        agent: writeAgent,
      }),
    ])
    for (const r of settledWrites.records)
      if (r.status === 204) acknowledged.push(JSON.parse(r.body).eventId)
    console.log(`${name}: settled, p99 ${ms(p99(settled.records))} ms`)
    const startAt = performance.now()
    const loads = Promise.all([
      runOpenLoop({
        base: stack.url,
        route: read,
        rate: readRate,
        send: sendRead,
        seconds: faultSeconds,
        agent: readAgent,
        startAt,
      }),
      runOpenLoop({
        base: stack.url,
        route: write,
        rate: writeRate,
        seconds: faultSeconds,
        agent: writeAgent,
        startAt,
      }),
    ])
    await sleep(faultAtMs)
    const faultAt = performance.now() - startAt
    await fault()
    capped.pinServices()
    const recoveredAt = performance.now() - startAt
    const [reads, writes] = await loads
    for (const r of writes.records)
      if (r.status === 204) acknowledged.push(JSON.parse(r.body).eventId)

    const all = [...reads.records, ...writes.records]
    const failedAt = all.filter(failed).map((r) => r.at)
    const from = failedAt.length ? failedAt.reduce((a, b) => Math.min(a, b)) : undefined
    const to = failedAt.length ? failedAt.reduce((a, b) => Math.max(a, b)) : undefined
    const between = (records, start, end) => records.filter((r) => r.at >= start && r.at <= end)
    const before = between(reads.records, 0, faultAt)
    const during = from === undefined ? [] : between(reads.records, from, to)
    const after = between(reads.records, (to ?? faultAt) + 1, (to ?? faultAt) + afterMs)
    const recovered = between(reads.records, recoveredAt + 1000, faultSeconds * 1000)
    rows.push(
      `| ${name} | ${failures(reads.records) || 0} | ${failures(writes.records) || 0} | ` +
        `${from === undefined ? 'none' : `${(to - from).toFixed(0)} (from ${((from - faultAt) / 1000).toFixed(1)} s)`} | ` +
        `${ms(p99(before))} | ${ms(p99(during))} | ${ms(p99(after))} | ` +
        `${((recoveredAt - faultAt) / 1000).toFixed(1)} | ${ms(p99(recovered))} |`,
    )
    console.log(rows.at(-1))
  }

  // Every acknowledged event is in Postgres.
  const psql = join(await ensurePostgres(), 'psql')
  const stored = new Set(
    execFileSync(
      psql,
      ['-h', '127.0.0.1', '-p', String(stack.postgres.port), '-U', 'postgres', '-At', '-c'].concat(
        "select event_id from analytics_events where project_id = 'local-dev'",
      ),
      { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 },
    ).split('\n'),
  )
  const lost = acknowledged.filter((eventId) => !stored.has(eventId))
  console.log(`\nPeriods each instance was held at its cap: ${capped.throttled()}`)
  console.log(
    '\n| Fault | Reads failed | Writes refused | Window ms (first to last failure; its start from the fault) | p99 before | ' +
      `p99 in the window | p99 ${afterMs / 1000} s after | Fault took s | p99 from 1 s after it |`,
  )
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
  for (const row of rows) console.log(row)
  console.log(
    `\nAcknowledged writes: ${acknowledged.length}; missing from Postgres: ${lost.length}` +
      (lost.length ? ` (${lost.slice(0, 5).join(', ')}…)` : ''),
  )
  process.exitCode = lost.length ? 1 : 0
} finally {
  readAgent.destroy()
  writeAgent.destroy()
  readPool.destroy()
  await capped.stop()
}
