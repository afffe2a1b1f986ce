// Fault tests of the scale-out stack (scripts/lib/scaleStack.mjs): two airlock-server processes on
// one Postgres and one Redis behind HAProxy. Instances are SIGKILLed, Redis and Postgres restarted,
// and what clients saw is checked against what the database holds. Run by `npm test` (a step of
// scripts/test.mjs) through vitest.faults.config.ts; needs the built server and, as root, apt.
import { formatSiwxMessage } from '@airlock/siwx'
import { devAccounts } from '@airlock/testing'
import {
  createMemoryKeyValueStorage,
  createWalletConnectTestWallet,
  type WalletConnectTestWallet,
} from '@airlock/testing/walletconnect'
import SignClient from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import pg from 'pg'
import { type Hex, toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type ScaleStack, startScaleStack } from '../../../../scripts/lib/scaleStack.mjs'

// WalletConnect's SDK skips its hosted Verify and telemetry services in test runs.
process.env.IS_VITEST = 'true'

const ownerKey = 'shop-owner-key'
const origin = 'https://shop.example'
const alice = privateKeyToAccount(devAccounts[0].privateKey)
let stack: ScaleStack
let dapp: SignClient | undefined
let wallet: WalletConnectTestWallet | undefined
let session: SessionTypes.Struct

beforeAll(async () => {
  stack = await startScaleStack({
    instances: 2,
    env: {
      AIRLOCK_PROJECTS: JSON.stringify([{ id: 'shop', allowedOrigins: [origin], ownerKey }]),
      // Small enough to reach in a test; counted in Redis, so shared by both instances.
      AIRLOCK_RPC_PROJECT_RATE_LIMIT_MAX: '20',
      AIRLOCK_RPC_IP_RATE_LIMIT_MAX: '0',
    },
  })
}, 180_000)

afterAll(async () => {
  if (dapp) {
    dapp.core.heartbeat.stop()
    await dapp.core.relayer.transportClose().catch(() => undefined)
  }
  await wallet?.close().catch(() => undefined)
  await stack?.stop()
})

async function post(base: string, path: string, body?: unknown) {
  const started = performance.now()
  const response = await fetch(`${base}${path}${path.includes('?') ? '&' : '?'}projectId=shop`, {
    method: 'POST',
    headers: { origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch(() => undefined)
  const text = (await response?.text()) ?? ''
  return {
    status: response?.status ?? 0,
    ms: performance.now() - started,
    body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {},
  }
}

async function signedMessage(nonce: string) {
  const message = formatSiwxMessage({
    chainId: 'eip155:31337',
    accountAddress: alice.address,
    domain: 'shop.example',
    uri: origin,
    version: '1',
    nonce,
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 3600_000).toISOString(),
  })
  return { message, signature: await alice.signMessage({ message }) }
}

async function storedEventIds(): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: stack.postgres.url })
  await client.connect()
  try {
    const { rows } = await client.query<{ event_id: string }>(
      `select event_id from analytics_events where project_id = 'shop'`,
    )
    return new Set(rows.map((row) => row.event_id))
  } finally {
    await client.end()
  }
}

async function until<value>(
  attempt: () => Promise<value | undefined>,
  what: string,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await attempt().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const event = (eventId: string) => ({
  eventId,
  url: origin,
  domain: 'shop.example',
  timestamp: Date.now(),
  props: { test: 'scale-out' },
})

async function signThroughRelay(text: string) {
  const signature = await dapp!.request<Hex>({
    topic: session.topic,
    chainId: 'eip155:31337',
    request: { method: 'personal_sign', params: [toHex(text), alice.address] },
  })
  expect(await verifyMessage({ address: alice.address, message: text, signature })).toBe(true)
}

describe('scale-out stack', { timeout: 90_000 }, () => {
  test('a nonce issued by one instance is redeemed on the other, once', async () => {
    const [first, second] = stack.instances as [
      ScaleStack['instances'][0],
      ScaleStack['instances'][0],
    ]
    const issued = await post(first.url, '/v1/nonces')
    expect(issued.status).toBe(200)
    const signed = await signedMessage(String(issued.body.nonce))
    const redeemed = await post(second.url, '/v1/sessions', signed)
    expect(redeemed.status).toBe(200)
    const replayed = await post(first.url, '/v1/sessions', signed)
    expect(replayed.status).toBe(409)
    expect(replayed.body.code).toBe('NONCE_USED')
  })

  test('a WalletConnect session continues through the other instance when one is killed', async () => {
    const relayUrl = `${stack.url.replace('http', 'ws')}/relay`
    dapp = await SignClient.init({
      projectId: 'local-dev',
      relayUrl,
      customStoragePrefix: `scale-dapp-${process.pid}`,
      storage: createMemoryKeyValueStorage(),
      logger: 'silent',
      telemetryEnabled: false,
      metadata: {
        name: 'Scale test dapp',
        description: 'dapp',
        url: 'http://127.0.0.1',
        icons: [],
      },
    })
    wallet = await createWalletConnectTestWallet({
      relayUrl,
      chains: [{ id: 31337, name: 'Airlock Local', rpcUrl: stack.chainRpcUrl }],
    })
    const { uri, approval } = await dapp.connect({
      optionalNamespaces: {
        eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] },
      },
    })
    ;[, session] = await Promise.all([wallet.pair(uri!), approval()])
    await signThroughRelay('before the crash')

    // The balancer spreads sockets over both instances; killing one drops whichever it held.
    await stack.instances[0]!.kill('SIGKILL')
    try {
      await signThroughRelay('after the crash')
    } finally {
      await stack.instances[0]!.start()
    }
  })

  test('an instance killed during a write load loses no acknowledged write', async () => {
    const acknowledged: string[] = []
    const refused: string[] = []
    let sequence = 0
    let running = true
    const writer = async () => {
      while (running) {
        const eventId = `load-${++sequence}`
        const { status } = await post(stack.url, '/e', event(eventId))
        ;(status === 204 ? acknowledged : refused).push(eventId)
      }
    }
    const writers = Array.from({ length: 8 }, writer)
    await until(async () => (acknowledged.length >= 100 ? true : undefined), '100 writes')
    const beforeKill = acknowledged.length
    await stack.instances[1]!.kill('SIGKILL')
    try {
      await until(
        async () => (acknowledged.length >= beforeKill + 200 ? true : undefined),
        '200 more writes after the kill',
      )
    } finally {
      running = false
      await Promise.all(writers)
      // The next tests need both instances, whatever this one found.
      await stack.instances[1]!.start()
    }

    const stored = await storedEventIds()
    const lost = acknowledged.filter((eventId) => !stored.has(eventId))
    expect(lost).toEqual([])
    // The balancer moved the load to the survivor: at most the requests in flight failed.
    expect(refused.length).toBeLessThanOrEqual(8)
  })

  test('Redis restarted: rate limits and the relay recover without a server restart', async () => {
    const rpcStatus = async (base: string) =>
      (
        await post(base, '/v1/?chainId=eip155:31337', {
          jsonrpc: '2.0',
          id: 1,
          method: 'eth_blockNumber',
          params: [],
        })
      ).status
    // 20 RPC requests per project and window, counted in Redis across both instances.
    const statuses = async () => {
      const seen: number[] = []
      for (let index = 0; index < 22; index++) {
        seen.push(await rpcStatus(stack.instances[index % 2]!.url))
      }
      return seen
    }
    const expected = [...Array(20).fill(200), 429, 429]
    expect(await statuses()).toEqual(expected)

    await stack.redis.stop()
    await stack.redis.start()
    // The new Redis is empty: the servers reconnect by themselves and count from zero.
    await until(async () => ((await rpcStatus(stack.url)) === 200 ? true : undefined), 'RPC back')
    const afterRestart = await statuses()
    expect(afterRestart.slice(0, 19)).toEqual(Array(19).fill(200))
    expect(afterRestart.slice(-2)).toEqual([429, 429])
    await signThroughRelay('after the Redis restart')
  })

  test('Postgres restarted: 503 fast during the outage, success after, nothing half-written', async () => {
    const issued = await post(stack.url, '/v1/nonces')
    const signed = await signedMessage(String(issued.body.nonce))

    await stack.postgres.stop()
    for (const attempt of [
      () => post(stack.url, '/v1/nonces'),
      () => post(stack.url, '/e', event('during-outage')),
      () => post(stack.url, '/v1/sessions', signed),
    ]) {
      const { status, ms, body } = await attempt()
      expect(status).toBe(503)
      expect(body.code).toBe('STORAGE_UNAVAILABLE')
      expect(ms).toBeLessThan(5_000)
    }

    await stack.postgres.start()
    await until(
      async () => ((await post(stack.url, '/v1/nonces')).status === 200 ? true : undefined),
      'nonces after the restart',
    )
    // The sign-in refused during the outage did not use up its nonce, and the event was not kept.
    const redeemed = await until(async () => {
      const answer = await post(stack.url, '/v1/sessions', signed)
      return answer.status === 503 ? undefined : answer
    }, 'sessions after the restart')
    expect(redeemed.status).toBe(200)
    expect((await storedEventIds()).has('during-outage')).toBe(false)
    expect((await post(stack.url, '/e', event('after-outage'))).status).toBe(204)
    expect((await storedEventIds()).has('after-outage')).toBe(true)
  })
})
