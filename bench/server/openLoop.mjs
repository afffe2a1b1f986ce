// An open-loop load generator: requests leave on a fixed schedule whatever the answers do, over a
// fixed pool of keep-alive connections, and each request's latency counts from when it was due
// (time spent waiting for a free connection included). A closed loop (autocannon) sends the next
// request only after an answer, so a slow server slows its own load and hides its queue from p99.
import http from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'

/** A pool of `connections` keep-alive sockets; `close()` ends them. */
export function createPool(connections) {
  return new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections })
}

/**
 * Sends one request; resolves with its status (0 when it failed without one), error code, and
 * with `keepBody` the answer's text.
 */
function call(agent, url, { method = 'GET', headers, body }, timeoutMs, keepBody = false) {
  return new Promise((resolve) => {
    const failed = (error) => resolve({ status: 0, error: error.code ?? 'error' })
    const request = http.request(url, { agent, method, headers }, (response) => {
      let text = ''
      if (keepBody) response.setEncoding('utf8').on('data', (chunk) => (text += chunk))
      else response.resume()
      response.once('end', () => resolve({ status: response.statusCode, error: undefined, text }))
      response.once('error', failed)
    })
    request.setTimeout(timeoutMs, () =>
      request.destroy(Object.assign(new Error(), { code: 'timeout' })),
    )
    request.once('error', failed)
    request.end(body)
  })
}

/**
 * Offers `rate` requests per second of `route` (`{ path, method, headers, body }`, `body` a string
 * or a function returning a fresh one) to `base` for `seconds`, then waits for the last answer. A
 * route with `flow(send, base)` instead runs that for each request: several calls of
 * `send(path, { method, headers, body })` (which resolves with `{ status, error, text }`), one
 * after the other, resolving with the last one's (or with a `{ status, error }` of its own, as the
 * relay's does); its latency is the whole flow's.
 * `startAt` (a performance.now() value) lines several loads up on one clock. Resolves with one
 * record per request: `at` (ms from start, when it was due), `ms` (latency), `status`, `error`,
 * and `id` (what `route.body()` last returned, for writes), and the largest send delay (`lagMs`,
 * the generator's own lateness). `send(body)`, when given, sends a request in place of `agent`
 * (rawClient.mjs's, say). `stopAfterMs`, when given, ends a run that has already missed a p99 target
 * of that many ms: once more than 1 % of the run's requests took longer (answered late, or still
 * unanswered that long after they were due), no more are sent, and the result has `stoppedAt` (ms
 * from start). An overloaded instance then drains a short queue, not seconds of one, and the runs
 * after it are not measured on an instance still catching up. `leadInSeconds` more of the same load
 * goes first, unmeasured: its requests are neither in the records nor counted by `stopAfterMs`.
 */
export async function runOpenLoop({
  base,
  route,
  rate,
  seconds,
  agent,
  startAt = performance.now(),
  timeoutMs = 10_000,
  send,
  stopAfterMs,
  leadInSeconds = 0,
}) {
  const leadIn = Math.round(rate * leadInSeconds)
  const total = leadIn + Math.round(rate * seconds)
  const records = []
  const pending = []
  const url = `${base}${route.path}`
  let sent = 0
  let lagMs = 0
  // Requests known to have taken longer than stopAfterMs, each counted once; `overdue` walks the
  // records in due order, counting those still unanswered stopAfterMs after they were due.
  let late = 0
  let overdue = leadIn
  const lateLimit = Math.floor((total - leadIn) * 0.01)
  let stoppedAt
  while (sent < total) {
    const now = performance.now()
    if (stopAfterMs !== undefined) {
      while (overdue < records.length && records[overdue].at < now - startAt - stopAfterMs) {
        const record = records[overdue++]
        if (!record.answered && !record.late) {
          record.late = true
          late++
        }
      }
      if (late > lateLimit) {
        stoppedAt = now - startAt
        break
      }
    }
    const due = Math.min(total, Math.floor(((now - startAt) * rate) / 1000) + 1)
    while (sent < due) {
      const at = (sent * 1000) / rate
      lagMs = Math.max(lagMs, now - startAt - at)
      const record = { at, ms: 0, status: 0, error: undefined, measured: sent >= leadIn }
      records.push(record)
      const body = typeof route.body === 'function' ? route.body() : route.body
      record.body = body
      const answer = route.flow
        ? route
            .flow((path, options) => call(agent, `${base}${path}`, options, timeoutMs, true), base)
            .catch((error) => ({ status: 0, error: error.name ?? 'flow' }))
        : send
          ? send(body)
          : call(agent, url, { ...route, body }, timeoutMs)
      pending.push(
        answer.then(({ status, error }) => {
          record.ms = performance.now() - startAt - at
          record.status = status
          record.error = error
          record.answered = true
          if (
            stopAfterMs !== undefined &&
            record.measured &&
            !record.late &&
            record.ms > stopAfterMs
          ) {
            record.late = true
            late++
          }
        }),
      )
      sent++
    }
    await sleep(1)
  }
  await Promise.all(pending)
  // Times from the start of the measured part.
  const leadInMs = (leadIn * 1000) / rate
  const measured = records.slice(leadIn)
  for (const record of measured) record.at -= leadInMs
  return {
    records: measured,
    lagMs,
    stoppedAt: stoppedAt === undefined ? undefined : stoppedAt - leadInMs,
  }
}

/** The q-quantile (0..1) of sorted numbers. */
export function quantile(sorted, q) {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

/** Failed requests by status or error code, as '3×502 1×ECONNRESET'. */
export function failures(records) {
  const counts = new Map()
  for (const { status, error } of records) {
    if (status >= 200 && status < 300) continue
    const key = error ?? String(status)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return [...counts].map(([key, count]) => `${count}×${key}`).join(' ')
}

/**
 * What a load did: offered and achieved rates (answers in 2xx over the time from start to the
 * last answer), p50 and p99 latency in ms, failed requests and their statuses.
 */
export function summarize({ records, lagMs, stoppedAt }, rate) {
  const ok = records.filter((r) => r.status >= 200 && r.status < 300)
  const end = records.reduce((last, r) => Math.max(last, r.at + r.ms), 0)
  const latencies = records.map((r) => r.ms).sort((a, b) => a - b)
  return {
    offered: rate,
    achieved: (ok.length * 1000) / end,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    failed: records.length - ok.length,
    statuses: failures(records),
    lagMs,
    stoppedAt,
  }
}
