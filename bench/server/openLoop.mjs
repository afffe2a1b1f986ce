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

/** Sends one request; resolves with its status (0 when it failed without one) and error code. */
function send(agent, url, route, timeoutMs) {
  return new Promise((resolve) => {
    const body = typeof route.body === 'function' ? route.body() : route.body
    const request = http.request(
      url,
      { agent, method: route.method ?? 'GET', headers: route.headers },
      (response) => {
        response.resume()
        response.once('end', () => resolve({ status: response.statusCode, error: undefined }))
        response.once('error', (error) => resolve({ status: 0, error: error.code ?? 'error' }))
      },
    )
    request.setTimeout(timeoutMs, () =>
      request.destroy(Object.assign(new Error(), { code: 'timeout' })),
    )
    request.once('error', (error) => resolve({ status: 0, error: error.code ?? 'error' }))
    request.end(body)
  })
}

/**
 * Offers `rate` requests per second of `route` (`{ path, method, headers, body }`, `body` a string
 * or a function returning a fresh one) to `base` for `seconds`, then waits for the last answer.
 * `startAt` (a performance.now() value) lines several loads up on one clock. Resolves with one
 * record per request: `at` (ms from start, when it was due), `ms` (latency), `status`, `error`,
 * and `id` (what `route.body()` last returned, for writes), and the largest send delay (`lagMs`,
 * the generator's own lateness).
 */
export async function runOpenLoop({
  base,
  route,
  rate,
  seconds,
  agent,
  startAt = performance.now(),
  timeoutMs = 10_000,
}) {
  const total = Math.round(rate * seconds)
  const records = []
  const pending = []
  const url = `${base}${route.path}`
  let sent = 0
  let lagMs = 0
  while (sent < total) {
    const now = performance.now()
    const due = Math.min(total, Math.floor(((now - startAt) * rate) / 1000) + 1)
    while (sent < due) {
      const at = (sent * 1000) / rate
      lagMs = Math.max(lagMs, now - startAt - at)
      const record = { at, ms: 0, status: 0, error: undefined }
      records.push(record)
      const body = typeof route.body === 'function' ? route.body() : route.body
      record.body = body
      pending.push(
        send(agent, url, { ...route, body }, timeoutMs).then(({ status, error }) => {
          record.ms = performance.now() - startAt - at
          record.status = status
          record.error = error
        }),
      )
      sent++
    }
    await sleep(1)
  }
  await Promise.all(pending)
  return { records, lagMs }
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
export function summarize({ records, lagMs }, rate) {
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
  }
}
