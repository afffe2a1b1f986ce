// The saturation search of the scale-out benchmark: open-loop runs at stepped rates, judged
// against a latency target, shared by scale.mjs and faults.mjs.
import { setTimeout as sleep } from 'node:timers/promises'
import { Worker } from 'node:worker_threads'
import { runOpenLoop, summarize } from './openLoop.mjs'

export const stepSeconds = Number(process.env.BENCH_STEP_SECONDS ?? 3)
export const startRate = Number(process.env.BENCH_START_RATE ?? 200)
const bisections = Number(process.env.BENCH_BISECTIONS ?? 3)
export const maxP99 = Number(process.env.BENCH_P99_MS ?? 20)
/** A run passes when at least this share of the offered rate was answered. */
export const minAchieved = 0.97
export const maxRate = 50_000

let worker
let nextRun = 0
/**
 * A plain request's load, or a route made by a module (`{ module }`), runs in loadWorker.mjs (why:
 * there), over its own pool of connections.
 */
function runInWorker(agent, base, route, rate, seconds) {
  if (!worker) {
    worker = new Worker(new URL('./loadWorker.mjs', import.meta.url), {
      workerData: { connections: agent.maxSockets },
    })
    // Ends with the benchmark, not before it.
    worker.unref()
  }
  const id = nextRun++
  const current = worker
  return new Promise((resolve, reject) => {
    const settle = () => {
      current.off('message', done)
      current.off('error', failed)
      current.off('exit', exited)
    }
    const done = (message) => {
      if (message.id !== id) return
      settle()
      resolve(message.result)
    }
    // A worker that failed or ended is not used again: the next run starts another.
    const failed = (error) => {
      settle()
      if (worker === current) worker = undefined
      reject(error)
    }
    const exited = (code) => failed(new Error(`the load worker exited (${code})`))
    current.on('message', done)
    current.on('error', failed)
    current.on('exit', exited)
    current.postMessage({ id, base, route, rate, seconds })
  })
}

/**
 * One run of load: the rate offered for `seconds`, and whether it met the target. A route with a
 * flow (code of its own) runs on this thread, over `agent`.
 */
export async function measure(agent, base, route, rate, seconds) {
  const plain = !route.flow && typeof route.body !== 'function'
  const result = plain
    ? await runInWorker(agent, base, route, rate, seconds)
    : summarize(await runOpenLoop({ base, route, rate, seconds, agent }), rate)
  const why = [
    result.failed > 0 && `${result.failed} failed (${result.statuses})`,
    result.p99 > maxP99 && `p99 ${result.p99.toFixed(1)} ms`,
    result.achieved < minAchieved * rate && `achieved ${result.achieved.toFixed(0)}/s`,
  ].filter(Boolean)
  const passed = why.length === 0
  console.log(
    `  ${rate.toFixed(0)}/s: achieved ${result.achieved.toFixed(0)}/s, p50 ${result.p50.toFixed(1)}, ` +
      `p99 ${result.p99.toFixed(1)} ms, ${passed ? 'ok' : why.join(', ')}` +
      (result.lagMs > 5 ? ` (the generator ran ${result.lagMs.toFixed(0)} ms late)` : ''),
  )
  // Lets queues drain and sockets settle before the next run; longer after an overload, whose
  // queued requests the instances are still answering (and collecting) for a while.
  await sleep(passed ? 500 : 3000)
  return { ...result, rate, passed, why: why.join(', ') }
}
/**
 * A step of the search (and each of the pair's runs at 1.8× and 2×): `seconds` of load at `rate`.
 * It passes at once when its first run passes; one that misses is run twice more and passes only
 * if both of those do (two runs of three): a single pause of a capped instance spoils the p99 of a
 * short run, whatever the rate. Resolves with the deciding run and `runs`, how many were run.
 */
export async function step(agent, base, route, rate, seconds = stepSeconds) {
  const first = await measure(agent, base, route, rate, seconds)
  if (first.passed) return { ...first, runs: 1 }
  const second = await measure(agent, base, route, rate, seconds)
  if (!second.passed) return { ...second, runs: 2 }
  return { ...(await measure(agent, base, route, rate, seconds)), runs: 3 }
}

/**
 * The highest rate that passes: doubling from `from` until a step fails (halving first if `from`
 * itself fails), then `bisections` halvings of the gap between the last pass and the first failure.
 */
export async function saturation(agent, base, route, from) {
  let good
  let bad
  let rate = from
  while (!bad && rate <= maxRate) {
    const result = await step(agent, base, route, rate)
    if (result.passed) good = result
    else bad = result
    rate *= 2
  }
  rate = from / 2
  while (!good && rate >= 5) {
    const result = await step(agent, base, route, rate)
    if (result.passed) good = result
    else bad = result
    rate /= 2
  }
  if (!good || !bad) return { good, bad }
  for (let index = 0; index < bisections; index++) {
    const result = await step(agent, base, route, Math.round((good.rate + bad.rate) / 2))
    if (result.passed) good = result
    else bad = result
  }
  return { good, bad }
}

/**
 * The highest rate that passes, climbing from `from` in steps of `by` until a step fails (or
 * down from it until one passes): for the pair, whose rates start near its limit, where doubling
 * would overload it far past it (and an overload slows the runs after it).
 */
export async function climb(agent, base, route, from, by) {
  let good
  let bad
  for (let rate = from; rate <= maxRate; rate += by) {
    const result = await step(agent, base, route, rate)
    if (!result.passed) {
      bad = result
      break
    }
    good = result
  }
  for (let rate = from - by; !good && rate >= by; rate -= by) {
    const result = await step(agent, base, route, rate)
    if (result.passed) good = result
    else bad = result
  }
  return { good, bad }
}
