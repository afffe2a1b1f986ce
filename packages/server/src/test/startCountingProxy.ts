import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export type CountingProxy = {
  url: string
  /** HTTP requests forwarded so far. */
  requests: () => number
  /** JSON-RPC calls forwarded so far, by method (a batch counts each of its calls). */
  calls: (method?: string) => number
  close: () => Promise<void>
}

/**
 * A real HTTP proxy on a loopback port in front of a JSON-RPC node, counting what passes through:
 * tests see exactly which calls reached the node. Answers 502 when the node does not.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  let requests = 0
  const calls = new Map<string, number>()
  const server = createServer(async (request, response) => {
    const body = await readBody(request)
    requests += 1
    try {
      const parsed = JSON.parse(body) as { method?: string } | { method?: string }[]
      for (const call of Array.isArray(parsed) ? parsed : [parsed]) {
        const method = String(call.method)
        calls.set(method, (calls.get(method) ?? 0) + 1)
      }
    } catch {
      // Not JSON: forwarded as is, counted as a request only.
    }
    try {
      const upstream = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(request.headers.authorization
            ? { authorization: request.headers.authorization }
            : {}),
        },
        body,
      })
      const text = await upstream.text()
      response.writeHead(upstream.status, { 'content-type': 'application/json' })
      response.end(text)
    } catch {
      response.writeHead(502, { 'content-type': 'text/plain' })
      response.end('upstream unreachable')
    }
  })
  // An idle kept-alive connection stays open far longer than a test's pauses: with Node's default
  // of 5 s, a client could reuse one as the proxy closed it, and the call failed (ECONNRESET).
  server.keepAliveTimeout = 60_000
  server.headersTimeout = 65_000
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests: () => requests,
    calls: (method) =>
      method === undefined
        ? [...calls.values()].reduce((sum, count) => sum + count, 0)
        : (calls.get(method) ?? 0),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
