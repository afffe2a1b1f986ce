// Messages/s and p99 delivery latency of Airlock's WalletConnect relay against a floor (a plain
// `ws` fan-out server), with many sockets subscribed to one topic and one publisher, interleaved run
// by run on loopback. Reports medians, ratios and spreads; exits 1 when a target is missed. See
// README.md.
import { cpus, totalmem } from 'node:os'
import { openRelayClient, relayAuth } from '../lib/relayClient.mjs'
import { startTargets } from '../lib/startTargets.mjs'

const runs = Number(process.env.BENCH_RUNS ?? 9)
const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 100)
const messages = Number(process.env.BENCH_MESSAGES ?? 200)
const window = Number(process.env.BENCH_WINDOW ?? 10)

// Airlock must keep at least this share of the floor's deliveries per second (it also reads one
// acknowledgement per delivery, which the floor does not), and at most this
// many times its p99 delivery latency.
const targets = { minThroughputRatio: 0.33, maxP99Ratio: 3 }

const { child, ready } = await startTargets(new URL('./targets.mjs', import.meta.url))
const { floorUrl, airlockUrl } = ready

/** One protocol per target: how to subscribe, publish, and read a delivered message. */
const protocols = {
  floor: {
    url: () => floorUrl,
    subscribe: (id, topic) => ({ id, method: 'subscribe', topic }),
    publish: (id, topic, message) => ({ id, method: 'publish', topic, message }),
    delivered: (frame) => (frame.method === 'message' ? frame.message : undefined),
    ack: () => undefined,
  },
  airlock: {
    url: () => `${airlockUrl}?auth=${relayAuth(airlockUrl)}&projectId=local-dev`,
    subscribe: (id, topic) => ({ id, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }),
    publish: (id, topic, message) => ({
      id,
      jsonrpc: '2.0',
      method: 'irn_publish',
      params: { topic, message, ttl: 300, tag: 1108 },
    }),
    delivered: (frame) =>
      frame.method === 'irn_subscription' ? frame.params.data.message : undefined,
    // Clients acknowledge every push, as WalletConnect's do.
    ack: (frame) =>
      frame.method === 'irn_subscription'
        ? { id: frame.id, jsonrpc: '2.0', result: true }
        : undefined,
  },
}

const open = (protocol, onFrame) => openRelayClient(protocol.url(), { ack: protocol.ack, onFrame })

async function measure(name, run) {
  const protocol = protocols[name]
  const topic = `${name}-${run}-${Date.now()}`.padEnd(64, '0')
  const latencies = []
  let done
  const finished = new Promise((resolve) => (done = resolve))
  const expected = subscribers * messages
  const sockets = []
  for (let index = 0; index < subscribers; index++) {
    const subscriber = await open(protocol, (frame) => {
      const message = protocol.delivered(frame)
      if (message === undefined) return
      latencies.push(performance.now() - Number(message.split(':')[1]))
      if (latencies.length === expected) done()
    })
    await subscriber.request(protocol.subscribe, topic)
    sockets.push(subscriber.socket)
  }
  const publisher = await open(protocol)
  sockets.push(publisher.socket)
  const started = performance.now()
  let sent = 0
  const lane = async () => {
    while (sent < messages) {
      const index = sent++
      await publisher.request(protocol.publish, topic, `${index}:${performance.now()}`)
    }
  }
  await Promise.all(Array.from({ length: window }, lane))
  await Promise.race([
    finished,
    new Promise((_, reject) =>
      setTimeout(
        () => reject(new Error(`${name}: deliveries timed out (${latencies.length}/${expected})`)),
        60_000,
      ),
    ),
  ])
  const elapsed = (performance.now() - started) / 1000
  for (const socket of sockets) socket.close()
  latencies.sort((a, b) => a - b)
  return {
    perSecond: expected / elapsed,
    p99: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))],
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
const spread = (values, digits = 0) =>
  `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}`

let failed = false
try {
  await measure('floor', -1)
  await measure('airlock', -1)
  console.log(
    `${runs} interleaved runs: ${subscribers} subscribers on one topic, ${messages} messages, ` +
      `${window} publishes in flight; ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  )
  const floor = []
  const airlock = []
  for (let run = 0; run < runs; run++) {
    floor.push(await measure('floor', run))
    airlock.push(await measure('airlock', run))
  }
  const floorRate = median(floor.map((s) => s.perSecond))
  const airlockRate = median(airlock.map((s) => s.perSecond))
  const floorP99 = median(floor.map((s) => s.p99))
  const airlockP99 = median(airlock.map((s) => s.p99))
  const rateRatio = airlockRate / floorRate
  const p99Ratio = airlockP99 / floorP99
  const ok = rateRatio >= targets.minThroughputRatio && p99Ratio <= targets.maxP99Ratio
  if (!ok) failed = true
  console.log(
    `deliveries/s: floor ${floorRate.toFixed(0)} (${spread(floor.map((s) => s.perSecond))}), ` +
      `airlock ${airlockRate.toFixed(0)} (${spread(airlock.map((s) => s.perSecond))}), ratio ${rateRatio.toFixed(2)} (target ≥ ${targets.minThroughputRatio})`,
  )
  console.log(
    `p99 delivery ms: floor ${floorP99.toFixed(1)} (${spread(
      floor.map((s) => s.p99),
      1,
    )}), ` +
      `airlock ${airlockP99.toFixed(1)} (${spread(
        airlock.map((s) => s.p99),
        1,
      )}), ratio ${p99Ratio.toFixed(2)} (target ≤ ${targets.maxP99Ratio})`,
  )
  console.log(ok ? 'targets met' : 'target missed')
} finally {
  child.kill('SIGTERM')
}
process.exit(failed ? 1 : 0)
