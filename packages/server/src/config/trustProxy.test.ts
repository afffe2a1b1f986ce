import { Agent, request } from 'node:http'
import { type MailSink, startMailSink } from '@airlock/testing/mail'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { type AirlockServer, createServer } from '../createServer.js'
import type { TrustProxy } from './trustProxy.js'
import { trustProxyEnvSchema } from './trustProxy.js'

// Behind HAProxy every request comes from the proxy's address. Without trusting it, the limits
// keyed on the client's address (email-login starts, code guesses, the global rate limit) count
// every visitor as one client; trusting a header from anyone would let a client pick its own
// address. The requests below all come over one socket from 127.0.0.1, where the proxy would be.
let sink: MailSink
const servers: AirlockServer[] = []

beforeAll(async () => {
  sink = await startMailSink()
})
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})
afterAll(async () => {
  await sink?.stop()
})

async function startServer(trustProxy?: TrustProxy) {
  const server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    indexer: false,
    relay: false,
    rpc: false,
    rateLimit: { max: 5, timeWindowMs: 60_000 },
    trustProxy,
    projects: [{ id: 'shop', allowedOrigins: ['https://shop.example'] }],
    frame: {
      codeSecret: 'a-code-secret-of-the-test-suite',
      smtp: { ...sink.smtp, from: 'Airlock <login@airlock.test>' },
    },
  })
  servers.push(server)
  const url = await server.listen()
  return { url, frameUrl: server.frameUrl ?? '' }
}

/** One keep-alive socket for every request, as a proxy's connection to the server would be. */
function createSocketClient() {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const send = (url: string, method: string, headers: Record<string, string>, body?: string) =>
    new Promise<number>((resolve, reject) => {
      const outgoing = request(url, { method, agent, headers }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      outgoing.on('error', reject)
      outgoing.end(body)
    })
  return { send, close: () => agent.destroy() }
}

/** `count` email-login starts, each for another address, the n-th with `forwardedFor(n)`. */
async function emailStarts(frameUrl: string, count: number, forwardedFor: (n: number) => string) {
  const client = createSocketClient()
  const statuses: number[] = []
  try {
    for (let n = 0; n < count; n++) {
      statuses.push(
        await client.send(
          `${frameUrl}/v1/frame/email/start?projectId=shop`,
          'POST',
          { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor(n) },
          JSON.stringify({
            email: `visitor-${n}-${crypto.randomUUID()}@example.com`,
            origin: 'https://shop.example',
            deviceId: `device-${crypto.randomUUID()}`,
          }),
        ),
      )
    }
  } finally {
    client.close()
  }
  return statuses
}

async function apiCalls(url: string, count: number, forwardedFor: (n: number) => string) {
  const client = createSocketClient()
  const statuses: number[] = []
  try {
    for (let n = 0; n < count; n++) {
      statuses.push(
        await client.send(`${url}/getAnalyticsConfig?projectId=shop`, 'GET', {
          'x-forwarded-for': forwardedFor(n),
        }),
      )
    }
  } finally {
    client.close()
  }
  return statuses
}

describe('AIRLOCK_TRUST_PROXY', () => {
  test('F7: behind a trusted proxy, 32 visitors starting email logins are 32 clients, and none is refused', async () => {
    const { url, frameUrl } = await startServer(['127.0.0.1'])
    const starts = await emailStarts(frameUrl, 32, (n) => `203.0.113.${n + 1}`)
    expect(starts).toEqual(Array(32).fill(200))
    // The global rate limit (5 a minute here) of the API counts them apart too.
    expect(await apiCalls(url, 8, (n) => `198.51.100.${n + 1}`)).toEqual(Array(8).fill(200))
  }, 60_000)

  test('without a trusted proxy, a forged X-Forwarded-For does not get a client out of its bucket', async () => {
    const { url, frameUrl } = await startServer()
    const starts = await emailStarts(frameUrl, 31, (n) => `203.0.113.${n + 1}`)
    expect(starts[30]).toBe(429)
    const firstRefused = starts.indexOf(429)
    expect(starts.slice(firstRefused).every((status) => status === 429)).toBe(true)
    expect((await apiCalls(url, 6, (n) => `198.51.100.${n + 1}`)).at(-1)).toBe(429)
  }, 60_000)

  test('trusting one hop, a client behind the proxy cannot pick its address by prepending its own', async () => {
    const { url } = await startServer(1)
    // The proxy appends the address it saw; what the client sent before it is not believed.
    const calls = await apiCalls(url, 6, (n) => `10.9.8.${n + 1}, 192.0.2.77`)
    expect(calls.at(-1)).toBe(429)
  })

  test('reads a hop count, or addresses and CIDR ranges; refuses anything else', () => {
    expect(trustProxyEnvSchema.parse('1')).toBe(1)
    expect(trustProxyEnvSchema.parse('10.0.0.0/8, 127.0.0.1 fd00::/8 loopback')).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      'loopback',
    ])
    for (const bad of ['true', '10.0.0.0/33', 'proxy.internal', '-1', ' , ']) {
      expect(trustProxyEnvSchema.safeParse(bad).success, bad).toBe(false)
    }
  })
})
