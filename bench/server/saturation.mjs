// The saturation search of the scale-out benchmark: open-loop runs at stepped rates, judged
// against a latency target, shared by scale.mjs and faults.mjs.
import { setTimeout as sleep } from 'node:timers/promises'
import { Worker } from 'node:worker_threads'
import { runOpenLoop, summarize } from './openLoop.mjs'

export const stepSeconds = Number(process.env.BENCH_STEP_SECONDS ?? 3)
export const startRate = Number(process.env.BENCH_START_RATE ?? 200)
const bisections = Number(process.env.BENCH_BISECTIONS ?? 4)
export const maxP99 = Number(process.env.BENCH_P99_MS ?? 20)
/**
 * Each judged run starts with this much of its load unmeasured: runs that missed did so mostly
 * in their first tenth of a second (p50 25–95 ms when stopped at 0.1 s, at rates the same instance
 * passed before and after), while a capped instance took up the run's load, so the first part of
 * a run is not what a saturation rate describes.
 */
export const leadInSeconds = Number(process.env.BENCH_LEAD_IN_SECONDS ?? 1)
/** A run passes when at least this share of the offered rate was answered. */
export const minAchieved = 0.97
export const maxRate = 50_000

let worker
let nextRun = 0
/**
 * A plain request's load, or a route made by a module (`{ module }`), runs in loadWorker.mjs (why:
 * there), over its own pool of connections.
 */
function runInWorker(agent, base, route, rate, seconds, stopAfterMs, leadIn) {
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
    current.postMessage({ id, base, route, rate, seconds, stopAfterMs, leadInSeconds: leadIn })
  })
}

/**
 * One run of load: the rate offered for `seconds`, and whether it met the target. A route with a
 * flow (code of its own) runs on this thread, over `agent`.
 */
export async function measure(agent, base, route, rate, seconds, { stopEarly = true } = {}) {
  const plain = !route.flow && typeof route.body !== 'function'
  // A run that has already missed the target stops (openLoop.mjs); a warm-up runs to its end.
  const stopAfterMs = stopEarly ? maxP99 : undefined
  const leadIn = stopEarly ? leadInSeconds : 0
  const result = plain
    ? await runInWorker(agent, base, route, rate, seconds, stopAfterMs, leadIn)
    : summarize(
        await runOpenLoop({
          base,
          route,
          rate,
          seconds,
          agent,
          stopAfterMs,
          leadInSeconds: leadIn,
        }),
        rate,
      )
  const why = [
    result.stoppedAt !== undefined && `stopped at ${(result.stoppedAt / 1000).toFixed(1)} s`,
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
  // Lets sockets settle before the next run; longer after a miss: a capped instance may still be
  // in the work that made it miss (a full collection takes seconds at a small share).
  await sleep(passed ? 500 : 3000)
  return { ...result, rate, passed, why: why.join(', ') }
}
/**
 * A step of a search: `seconds` of load at `rate`, judged by the majority of three runs (the third
 * is run only when the first two disagree): near an instance's saturation rate a burst of work (a
 * collection, a compilation) spoils the p99 of one short run or not, by chance (README.md), so a
 * single run decides little. Resolves with the deciding run, `runs` (how many were run) and
 * `passes`.
 */
export async function step(agent, base, route, rate, seconds = stepSeconds) {
  const [result] = await judgeTogether(agent, [{ base, route, rate }], seconds)
  return result
}

/**
 * Judges several steps at once, their runs interleaved (the first run of each, then the second of
 * each, then a third where needed): what drifts in time (an instance still compiling its hot code,
 * its heap growing) then weighs on each alike. Resolves with one result per step, as `step` does.
 */
async function judgeTogether(agent, steps, seconds = stepSeconds) {
  const tallies = steps.map(() => ({ passes: 0, misses: 0, runs: [] }))
  for (let round = 0; round < 3; round++) {
    for (const [index, { base, route, rate }] of steps.entries()) {
      const tally = tallies[index]
      if (tally.passes >= 2 || tally.misses >= 2) continue
      const result = await measure(agent, base, route, rate, seconds)
      tally.runs.push(result)
      if (result.passed) tally.passes++
      else tally.misses++
    }
  }
  return tallies.map(({ passes, runs }) => {
    const passed = passes >= 2
    // The deciding run: the last one that went the step's way.
    const deciding = runs.findLast((run) => run.passed === passed)
    return { ...deciding, passed, passes, runs: runs.length }
  })
}

/**
 * A saturation search as a state: doubling from `from` until a step fails (halving first if `from`
 * itself fails), then `bisections` halvings of the gap between the last pass and the first failure.
 * `rate` is the next rate to judge, undefined once the search is over; `record(result)` moves it on.
 */
function createSearch(from) {
  let good
  let bad
  let rate = from
  let left = bisections
  return {
    get rate() {
      return rate
    },
    get good() {
      return good
    },
    get bad() {
      return bad
    },
    record(result) {
      if (result.passed) good = result
      else bad = result
      if (!bad) rate = rate * 2 <= maxRate ? rate * 2 : undefined
      else if (!good) rate = rate / 2 >= 1 ? rate / 2 : undefined
      else rate = left-- > 0 ? Math.round((good.rate + bad.rate) / 2) : undefined
    },
  }
}

/**
 * The highest rate that passes (`{ good, bad }`: the highest step passed and the lowest failed),
 * searched from `from` as `createSearch` does, each step judged as `step` does.
 */
export async function saturation(agent, base, route, from) {
  const [result] = await saturationTogether(agent, [{ base, route, from }])
  return result
}

/**
 * Several saturation searches run side by side (one instance's and the pair's): each moves on its
 * own, and at each of its steps their runs alternate, so both are measured over the same minutes.
 */
export async function saturationTogether(agent, searches) {
  const states = searches.map(({ from }) => createSearch(from))
  for (;;) {
    const active = states.flatMap((state, index) =>
      state.rate === undefined ? [] : [{ state, ...searches[index], rate: state.rate }],
    )
    if (active.length === 0) break
    const results = await judgeTogether(agent, active)
    for (const [index, { state }] of active.entries()) state.record(results[index])
  }
  return states.map(({ good, bad }) => ({ good, bad }))
}
