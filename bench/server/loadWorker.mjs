// The open loop in a thread of its own. The benchmark's main thread holds the stack's tooling
// (about 20 MB of heap), and reading answers makes V8 collect that heap in full every second or
// so (the sockets' read buffers count as external memory): 15–20 ms in which no request left on
// time, at any rate. This thread holds only the loop (and a route's own module, such as the
// relay's sockets), so its collections take a few ms.
import { parentPort, workerData } from 'node:worker_threads'
import { createPool, runOpenLoop, summarize } from './openLoop.mjs'
import { createRawPool, requestBytes } from './rawClient.mjs'

// node:http's client for the routes made by a module; a plain request goes through rawClient.mjs.
const agent = createPool(workerData.connections)
const rawPools = new Map()
function rawSend(base, route) {
  let pool = rawPools.get(base)
  if (!pool) {
    pool = createRawPool(base, workerData.connections)
    rawPools.set(base, pool)
  }
  const bytes = requestBytes(base, route)
  return () => pool.request(bytes, 10_000)
}
// Routes made by a module (`{ module }`, whose `createRoute()` returns the route), made once here.
const made = new Map()
async function routeFor(route, base) {
  if (!route.module) return route
  let own = made.get(route.module)
  if (!own) {
    own = (await import(route.module)).createRoute()
    made.set(route.module, own)
  }
  await own.prepare?.(base)
  return own
}

parentPort.on('message', async ({ id, base, route, rate, seconds, stopAfterMs, leadInSeconds }) => {
  const own = await routeFor(route, base)
  const send = route.module ? undefined : rawSend(base, route)
  const result = summarize(
    await runOpenLoop({ base, route: own, rate, seconds, agent, send, stopAfterMs, leadInSeconds }),
    rate,
  )
  parentPort.postMessage({ id, result })
})
