import { randomBytes } from 'node:crypto'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import {
  createMemoryKeyValueStorage,
  createWalletConnectTestWallet,
} from '@airlock/testing/walletconnect'
import SignClient from '@walletconnect/sign-client'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type WebSocket from 'ws'
import type { TrustProxy } from '../config/trustProxy.js'
import { type AirlockServer, createServer } from '../createServer.js'
import type { RelayOptions } from './createRelay.js'
import { openRelaySocket } from './test/relaySocket.js'

// WalletConnect's SDK skips its hosted Verify and telemetry services in test runs.
process.env.IS_VITEST = 'true'

// The server runs in this process: its heap, measured after a full collection, is what the
// relay holds once the flood's sockets are gone.
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void
const heapUsed = () => {
  collectGarbage()
  collectGarbage()
  return process.memoryUsage().heapUsed
}

const KiB = 1024
const MiB = 1024 * KiB
const servers: AirlockServer[] = []

async function startRelayServer(
  relay: RelayOptions,
  { trustProxy }: { trustProxy?: TrustProxy } = {},
): Promise<{ server: AirlockServer; relayUrl: string }> {
  const server = await createServer({
    port: 0,
    trustProxy,
    logLevel: 'silent',
    dataDir: 'memory',
    indexer: false,
    frame: false,
    rpc: false,
    rateLimit: false,
    relay,
  })
  servers.push(server)
  const relayUrl = `${(await server.listen()).replace('http', 'ws')}/relay`
  return { server, relayUrl }
}

afterAll(async () => {
  for (const server of servers) await server.close()
})

/** A 128 KiB message nobody published before (the relay keeps one copy of a repeated one). */
const bigMessage = () => randomBytes(96 * KiB).toString('base64')
const topic = () => randomBytes(32).toString('hex')

describe('relay quotas', { timeout: 60_000 }, () => {
  let relayUrl: string
  let server: AirlockServer

  beforeAll(async () => {
    ;({ server, relayUrl } = await startRelayServer({
      maxClientBytes: 1 * MiB,
      maxTotalBytes: 24 * MiB,
      maxConnectionsPerIp: 40,
    }))
    // The first relay socket and WalletConnect pairing load code once, outside the measure.
    await pairThroughRelay(relayUrl)
  })

  test('F5: a client over its byte quota gets the quota error and the relay holds no more', async () => {
    const before = heapUsed()
    const client = await openRelaySocket(relayUrl)
    const answers = []
    for (let index = 0; index < 64; index++) {
      answers.push(
        await client.request('irn_publish', { topic: topic(), message: bigMessage(), ttl: 86_400 }),
      )
    }
    client.close()
    const stored = answers.filter((answer) => answer.result === true).length
    expect(stored).toBeGreaterThan(0)
    expect(stored).toBeLessThanOrEqual(8)
    for (const answer of answers.slice(stored)) {
      expect(answer.error).toMatchObject({
        code: -32030,
        message: 'Storage quota exceeded',
        data: { scope: 'client', limit: 1 * MiB },
      })
    }
    // 8 MiB were sent; the quota is 1 MiB.
    expect(heapUsed() - before).toBeLessThan(3 * MiB)
  })

  test('F5: under a flood of 128 KiB messages from many sockets memory stays bounded, /health answers and a WalletConnect pairing still works', async () => {
    const floodBoundMs = 20_000
    const before = heapUsed()
    const sockets = await Promise.all(Array.from({ length: 16 }, () => openRelaySocket(relayUrl)))
    const started = performance.now()
    // Asked while the flood is under way: at the first answer, with most publishes still queued.
    let health: Promise<number> | undefined
    const stored = await Promise.all(
      sockets.map(async (socket) => {
        const answers = await Promise.all(
          Array.from({ length: 40 }, () =>
            socket
              // The last of the 640 answers may come late on a busy machine: the flood's own
              // bound (20 s, below) is the one that counts, not a request's default 5 s.
              .request(
                'irn_publish',
                { topic: topic(), message: bigMessage(), ttl: 86_400 },
                floodBoundMs,
              )
              .then((answer) => {
                health ??= fetch(`${server.url}/health`).then((response) => response.status)
                return answer
              }),
          ),
        )
        return answers.filter((answer) => answer.result === true).length
      }),
    )
    expect(await health).toBe(200)
    expect(performance.now() - started).toBeLessThan(floodBoundMs)
    for (const socket of sockets) socket.close()
    await vi.waitFor(() => expect(server.relay?.connections).toBe(0))
    // 80 MiB were sent from 16 clients; each may hold 1 MiB, all of them 24 MiB.
    expect(heapUsed() - before).toBeLessThan(24 * MiB)
    for (const count of stored) expect(count).toBeLessThanOrEqual(8)
    expect((await fetch(`${server.url}/health`)).status).toBe(200)
    await pairThroughRelay(relayUrl)
  })
})

describe('relay connections', { timeout: 60_000 }, () => {
  test('F5: one address holds at most maxConnectionsPerIp sockets', async () => {
    const { relayUrl } = await startRelayServer({ maxConnectionsPerIp: 4 })
    const open = await Promise.all(Array.from({ length: 4 }, () => openRelaySocket(relayUrl)))
    await expect(openRelaySocket(relayUrl)).rejects.toThrow(/429/)
    open[0]!.close()
    await vi.waitFor(async () => {
      const again = await openRelaySocket(relayUrl)
      again.close()
    })
    for (const socket of open) socket.close()
  })

  test('F5, F7: behind a trusted proxy each client has its own sockets, and without one a forged X-Forwarded-For buys none', async () => {
    const proxied = await startRelayServer(
      { maxConnectionsPerIp: 2 },
      { trustProxy: ['127.0.0.1'] },
    )
    const from = (client: string) => ({ headers: { 'x-forwarded-for': client } })
    const open = await Promise.all(
      ['203.0.113.1', '203.0.113.1', '203.0.113.2', '203.0.113.3'].map((client) =>
        openRelaySocket(proxied.relayUrl, from(client)),
      ),
    )
    await expect(openRelaySocket(proxied.relayUrl, from('203.0.113.1'))).rejects.toThrow(/429/)
    for (const socket of open) socket.close()

    const direct = await startRelayServer({ maxConnectionsPerIp: 2 })
    const held = await Promise.all(
      ['203.0.113.1', '203.0.113.2'].map((client) =>
        openRelaySocket(direct.relayUrl, from(client)),
      ),
    )
    await expect(openRelaySocket(direct.relayUrl, from('203.0.113.3'))).rejects.toThrow(/429/)
    for (const socket of held) socket.close()
  })

  test('F5: a subscriber that stops reading is dropped instead of buffered', async () => {
    const { server, relayUrl } = await startRelayServer({
      maxBufferedBytes: 512 * KiB,
      maxClientBytes: 64 * MiB,
      maxTotalBytes: 64 * MiB,
    })
    const t = topic()
    const stalled = await openRelaySocket(relayUrl)
    await stalled.request('irn_subscribe', { topic: t })
    // The socket no longer reads: what the relay pushes piles up on the server's side.
    ;(stalled.socket as WebSocket & { _socket: { pause: () => void } })._socket.pause()
    const publisher = await openRelaySocket(relayUrl)
    expect(server.relay?.connections).toBe(2)
    for (let index = 0; index < 200 && server.relay?.connections === 2; index++) {
      await publisher.request('irn_publish', { topic: t, message: bigMessage(), ttl: 300 })
    }
    await vi.waitFor(() => expect(server.relay?.connections).toBe(1))
    // The publisher is still served.
    expect((await publisher.request('irn_subscribe', { topic: topic() })).result).toMatch(
      /^[0-9a-f]{64}$/,
    )
    publisher.close()
    stalled.socket.terminate()
  })
})

/** A dapp (SignClient) proposes, a WalletKit wallet approves: both hold the session. */
async function pairThroughRelay(relayUrl: string) {
  const dapp = await SignClient.init({
    projectId: 'local-dev',
    relayUrl,
    customStoragePrefix: `flood-${randomBytes(4).toString('hex')}`,
    storage: createMemoryKeyValueStorage(),
    logger: 'silent',
    telemetryEnabled: false,
    metadata: { name: 'Flood test dapp', description: 'dapp', url: 'http://127.0.0.1', icons: [] },
  })
  const wallet = await createWalletConnectTestWallet({
    relayUrl,
    chains: [{ id: 31337, name: 'Airlock Local', rpcUrl: 'http://127.0.0.1:9' }],
  })
  try {
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
      },
    })
    const [walletSession, session] = await Promise.all([wallet.pair(uri!), approval()])
    expect(walletSession?.topic).toBe(session.topic)
  } finally {
    await wallet.close()
    dapp.core.heartbeat.stop()
    await dapp.core.relayer.transportClose().catch(() => {})
  }
}
