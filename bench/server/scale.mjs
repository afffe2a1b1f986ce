// Does a second airlock-server add capacity? Each of the scale-out stack's two instances is capped
// to a share of one core (a cgroup quota) and pinned to it; the load generator and HAProxy run on
// the other core. Per route, after a warm-up, an open-loop load steps its rate to find the highest
// rate one capped instance serves within the target (p99, no failures, the rate achieved), and the
// same for the pair behind HAProxy, the two searches side by side (their runs alternate), each step
// judged by the majority of three runs; then the pair is driven at 1.8× and 2× one instance's rate.
// Bounded in time; prints Markdown tables. See README.md.
import { cpus, loadavg, totalmem } from 'node:os'
import { devAccounts } from '@airlock/testing'
import { getAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import {
  instanceCore,
  instanceShare,
  loadCore,
  memoryReducer,
  origin,
  servicesCore,
  startCappedStack,
} from './cappedStack.mjs'
import { quotaOf } from './cpuCap.mjs'
import { createPool } from './openLoop.mjs'
import {
  leadInSeconds,
  maxP99,
  maxRate,
  measure,
  minAchieved,
  saturationTogether,
  startRate,
  step,
  stepSeconds,
} from './saturation.mjs'

const pairSeconds = Number(process.env.BENCH_PAIR_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
// Each route's warm-up on both instances, unmeasured.
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 30)
const singleWarmupSeconds = Number(process.env.BENCH_SINGLE_WARMUP_SECONDS ?? 10)
const account = devAccounts[0].address
// The RPC route's share: the common one unless set (it was smaller while node:http's client and
// Redis shared the load core, which then could not drive the pair at twice one instance's rate).
const cheapRouteShare = Number(process.env.BENCH_CHEAP_ROUTE_CPU ?? instanceShare)

const rpc = (method) => ({
  path: '/v1/?chainId=eip155:31337&projectId=local-dev',
  method: 'POST',
  headers: { origin, 'content-type': 'application/json' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
})
// A browser's GET: it names the encodings it reads (a page of the registry then comes compressed).
const get = (path) => ({ path, headers: { origin, 'accept-encoding': 'gzip, deflate, br, zstd' } })
// A sign-in as the modal does it: a nonce, then the signed EIP-4361 message for it.
const signer = privateKeyToAccount(devAccounts[1].privateKey)
const signIn = {
  // Each one is two requests and a signature check: far fewer per second than a cached read.
  startRate: 25,
  async flow(send) {
    const issued = await send('/v1/nonces?projectId=local-dev', {
      method: 'POST',
      headers: { origin },
    })
    if (issued.status !== 200) return issued
    const message = [
      'localhost wants you to sign in with your Ethereum account:',
      getAddress(signer.address),
      '',
      '',
      `URI: ${origin}`,
      'Version: 1',
      'Chain ID: 31337',
      `Nonce: ${JSON.parse(issued.text).nonce}`,
      `Issued At: ${new Date().toISOString()}`,
    ].join('\n')
    const signature = await signer.signMessage({ message })
    return send('/v1/sessions?projectId=local-dev', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ message, signature }),
    })
  },
}
const allRoutes = {
  'balance (cached)': get(
    `/v1/account/${account}/balance?chainId=eip155:31337&projectId=local-dev`,
  ),
  'getWallets (40)': get('/getWallets?page=1&entries=40&projectId=local-dev'),
  'getWallets (4)': get('/getWallets?page=1&entries=4&projectId=local-dev'),
  'RPC eth_chainId (cached)': { ...rpc('eth_chainId'), share: cheapRouteShare },
  'sign-in (nonce, then session)': signIn,
  // WalletConnect's publish/deliver on the relay's WebSocket (relayRoute.mjs).
  'relay (publish, deliver)': {
    module: new URL('./relayRoute.mjs', import.meta.url).href,
    startRate: 100,
  },
  // Not in the default run (optional below): every request reads the chain (see README.md).
  'balance forceUpdate': get(
    `/v1/account/${account}/balance?chainId=eip155:31337&projectId=local-dev&forceUpdate=1`,
  ),
}
// Run when named in BENCH_ROUTES only, to keep the default run within about 15 minutes.
const optional = ['getWallets (4)', 'balance forceUpdate']
const only = process.env.BENCH_ROUTES?.split(',')
const routes = Object.entries(allRoutes).filter(([name]) =>
  only ? only.some((part) => name.includes(part)) : !optional.includes(name),
)

const agent = createPool(connections)
const ms = (value) => value.toFixed(1)
const saturationRows = []
const pairRows = []
const ratioRows = []
// Every share a route asks for is checked before anything starts, not minutes into the run.
for (const [, route] of routes) quotaOf(route.share ?? instanceShare)
const capped = await startCappedStack()
const { stack, single } = capped
try {
  for (const [name, route] of routes) {
    const check = await measure(agent, stack.url, route, 1, 1)
    if (check.failed) throw new Error(`${name}: ${check.statuses}`)
  }
  console.log(
    `Each instance capped to ${instanceShare} core on core ${instanceCore}, Postgres, Redis and ` +
      `anvil on core ${servicesCore}, the generator and HAProxy on core ${loadCore}; steps of ${stepSeconds} s after ${leadInSeconds} s unmeasured, pair runs of ${pairSeconds} s, ${connections} ` +
      `connections, target p99 ≤ ${maxP99} ms; V8's memory reducer ${memoryReducer ? 'on' : 'off'} in the instances; ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ` +
      `Node ${process.version}, load ${loadavg()[0].toFixed(1)}`,
  )
  for (const [name, route] of routes) {
    // A capped process compiles its hot code on its own quota, slowly, and is faster minutes later
    // than at first: both searches below run side by side, so that drift weighs on each alike.
    const share = route.share ?? instanceShare
    const from = route.startRate ?? startRate
    capped.setShare(share)
    console.log(`${name}: warm-up, both instances (each capped to ${share} core)`)
    await measure(agent, stack.url, route, from * 2, warmupSeconds, { stopEarly: false })
    // Then the first instance alone, through the other HAProxy: a route may differ there (the
    // relay route opens sockets of its own for it, both ends of a pair on the one instance), and
    // the relay's first runs there missed at 100/s while the pair passed 800 (2026-11-30).
    await measure(agent, single.url, route, from, singleWarmupSeconds, { stopEarly: false })
    console.log(
      `${name}: one instance and the pair, searched side by side (each capped to ${share} core)`,
    )
    const [one, two] = await saturationTogether(agent, [
      { base: single.url, route, from },
      { base: stack.url, route, from: from * 2 },
    ])
    if (!one.good) {
      saturationRows.push(
        `| ${name} | ${share} | none passed | | ${one.bad?.rate}/s: ${one.bad?.why} |`,
      )
      continue
    }
    saturationRows.push(
      `| ${name} | ${share} | ${one.good.rate} | ${ms(one.good.p50)} / ${ms(one.good.p99)} | ` +
        `${one.bad ? `${one.bad.rate}/s: ${one.bad.why}` : `none up to ${maxRate}/s`} |`,
    )
    // The pair's highest rate that passed a step: its search's, or one of these.
    let twoBest = two.good?.rate ?? 0
    for (const factor of [1.8, 2]) {
      const rate = Math.round(one.good.rate * factor)
      const result = await step(agent, stack.url, route, rate, pairSeconds)
      if (result.passed) twoBest = Math.max(twoBest, rate)
      pairRows.push(
        `| ${name} | ${rate} (${factor}×) | ${result.achieved.toFixed(0)} | ` +
          `${ms(result.p50)} / ${ms(result.p99)} | ${result.failed}${result.failed ? ` (${result.statuses})` : ''} | ` +
          `${result.passed ? 'yes' : 'no'} (${result.passes} of ${result.runs}) | ${result.lagMs.toFixed(0)} |`,
      )
    }
    ratioRows.push(
      `| ${name} | ${one.good.rate} | ${two.good?.rate ?? 'none passed'} | ${twoBest || 'none passed'} | ` +
        `${(twoBest / one.good.rate).toFixed(2)} |`,
    )
  }
  console.log(`Periods each instance was held at its cap: ${capped.throttled()}`)
} finally {
  agent.destroy()
  await capped.stop()
}

console.log(
  `\nOne capped instance (through HAProxy), highest rate with p99 ≤ ${maxP99} ms, no failures, ≥ ${minAchieved * 100} % achieved:\n`,
)
console.log(
  '| Route | Cap, core | Saturation req/s | p50 / p99 ms there | First rate that failed: why |',
)
console.log('| --- | --- | --- | --- | --- |')
for (const row of saturationRows) console.log(row)
console.log(
  '\nTwo capped instances behind HAProxy, at multiples of one instance’s saturation rate:\n',
)
console.log(
  '| Route | Offered req/s | Achieved req/s | p50 / p99 ms | Failed (statuses) | Within target | Generator late, ms |',
)
console.log('| --- | --- | --- | --- | --- | --- | --- |')
for (const row of pairRows) console.log(row)
console.log(
  "\nSaturation, two against one (the target: ≥ 1.8; both searched side by side; the pair's highest passed step, of its search or at 1.8× and 2×, counts):\n",
)
console.log(
  '| Route | One req/s | Two: its search, req/s | Two: highest passed, req/s | Two / one |',
)
console.log('| --- | --- | --- | --- | --- |')
for (const row of ratioRows) console.log(row)
