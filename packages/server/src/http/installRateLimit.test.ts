import Fastify, { type FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { countInRedis } from '../frame/createLimiter.js'
import { installErrorHandling } from './installErrorHandling.js'
import { installRateLimit, type RateLimitOptions, rateLimitKey } from './installRateLimit.js'

const apps: FastifyInstance[] = []
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()))
})

/** An app behind a trusted proxy, so each request names its client in `X-Forwarded-For`. */
async function start(options: RateLimitOptions) {
  const app = Fastify({ trustProxy: true })
  apps.push(app)
  installErrorHandling(app, 1024)
  installRateLimit(app, options)
  for (const path of ['/a', '/b', '/health', '/ready']) app.get(path, () => ({ ok: true }))
  app.post('/rpc', { config: { rateLimit: false } }, () => ({ ok: true }))
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  return async (path: string, client = '203.0.113.1', method = 'GET') => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { 'x-forwarded-for': client },
    })
    return { status: response.status, headers: response.headers, body: await response.json() }
  }
}

describe('the API limit per client', () => {
  test('counts a client across routes, says what is left, then answers 429 with Retry-After', async () => {
    let clock = 1_000_000
    const call = await start({ max: 3, windowMs: 60_000, now: () => clock })
    const answers = [await call('/a')]
    clock += 10_000
    answers.push(await call('/b'), await call('/a'))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
    expect(answers.map((answer) => answer.headers.get('x-ratelimit-remaining'))).toEqual([
      '2',
      '1',
      '0',
    ])
    expect(answers[0]?.headers.get('x-ratelimit-limit')).toBe('3')
    expect(answers.map((answer) => answer.headers.get('x-ratelimit-reset'))).toEqual([
      '60',
      '50',
      '50',
    ])

    const refused = await call('/b')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('50')
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: 'Too many requests: retry in 50 seconds',
      details: { retryAfterSeconds: 50 },
    })
    // Another client has its own count; the refused one is served again when its window ends.
    expect((await call('/a', '203.0.113.2')).status).toBe(200)
    clock += 50_000
    expect((await call('/a')).status).toBe(200)
  })

  test('health probes and routes with rateLimit: false are never counted or refused', async () => {
    const call = await start({ max: 1, windowMs: 60_000 })
    expect((await call('/a')).status).toBe(200)
    expect((await call('/a')).status).toBe(429)
    for (const path of ['/health', '/ready', '/health', '/ready']) {
      const answer = await call(path)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('x-ratelimit-limit')).toBeNull()
    }
    expect((await call('/rpc', undefined, 'POST')).status).toBe(200)
    expect((await call('/rpc', undefined, 'POST')).status).toBe(200)
  })

  test('an IPv6 client is counted per /64: new addresses in its prefix do not reset its count', async () => {
    const call = await start({ max: 2, windowMs: 60_000 })
    const statuses = []
    for (const client of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:DB8:1:2:a:b:c:d']) {
      statuses.push((await call('/a', client)).status)
    }
    expect(statuses).toEqual([200, 200, 429])
    expect((await call('/a', '2001:db8:1:3::1')).status).toBe(200)
  })

  test('memory stays bounded: past maxClients the client whose window started first is dropped', async () => {
    const call = await start({ max: 1, windowMs: 60_000, maxClients: 2 })
    expect((await call('/a', '198.51.100.1')).status).toBe(200)
    expect((await call('/a', '198.51.100.1')).status).toBe(429)
    expect((await call('/a', '198.51.100.2')).status).toBe(200)
    // A third client: the first (oldest window) is dropped, the second is still counted.
    expect((await call('/a', '198.51.100.3')).status).toBe(200)
    expect((await call('/a', '198.51.100.2')).status).toBe(429)
    expect((await call('/a', '198.51.100.1')).status).toBe(200)
  })

  test('the key of an address', () => {
    expect(rateLimitKey('192.0.2.7')).toBe('192.0.2.7')
    expect(rateLimitKey('::ffff:192.0.2.7')).toBe('192.0.2.7')
    expect(rateLimitKey('2001:0db8:0001:0002:0000:0000:0000:0001')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(rateLimitKey('not:an::address::')).toBe('not:an::address::')
  })
})

// With Redis (the `server with redis` step of npm test), instances share one count per client.
describe.skipIf(!process.env.REDIS_URL)('the API limit per client, shared in Redis', () => {
  const redis = new Redis(process.env.REDIS_URL ?? '', { lazyConnect: true })
  afterAll(() => redis.disconnect())

  test('two instances on one Redis count a client once, and the window ends with its key', async () => {
    await redis.connect()
    const client = `198.51.100.${Math.floor(Math.random() * 200) + 20}`
    await redis.del(`airlock:rate:${client}`)
    const first = await start({ max: 3, windowMs: 60_000, redis })
    const second = await start({ max: 3, windowMs: 60_000, redis })
    const statuses = [
      (await first('/a', client)).status,
      (await second('/a', client)).status,
      (await first('/b', client)).status,
    ]
    const refused = await second('/b', client)
    expect([...statuses, refused.status]).toEqual([200, 200, 200, 429])
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await redis.pttl(`airlock:rate:${client}`)).toBeGreaterThan(0)
    await redis.del(`airlock:rate:${client}`)
    expect((await second('/a', client)).status).toBe(200)
  })

  test('a client far from its limit is counted in the instance, its counts sent together', async () => {
    await redis.connect().catch(() => undefined)
    const client = `198.51.100.${Math.floor(Math.random() * 200) + 20}`
    const name = `airlock:rate:${client}`
    await redis.del(name)
    // Sent every minute: within the test, only at a batch (50 of 1000) or at close.
    const call = await start({ max: 1000, windowMs: 60_000, redis, flushMs: 60_000 })
    const app = apps.at(-1) as FastifyInstance
    const answers = []
    for (let index = 0; index < 10; index++) answers.push(await call('/a', client))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(answers.map((answer) => answer.headers.get('x-ratelimit-remaining'))).toEqual(
      Array.from({ length: 10 }, (_, index) => String(999 - index)),
    )
    // The first of the window waited for Redis's count; the nine after it are counted here.
    expect(await redis.get(name)).toBe('1')
    await app.close()
    apps.splice(apps.indexOf(app), 1)
    expect(await redis.get(name)).toBe('10')
    await redis.del(name)
  })

  test('two instances let a client through as many times as the limit, not more', async () => {
    await redis.connect().catch(() => undefined)
    const client = `198.51.100.${Math.floor(Math.random() * 200) + 20}`
    await redis.del(`airlock:rate:${client}`)
    const options = { max: 200, windowMs: 60_000, redis, flushMs: 60_000 }
    const instances = [await start(options), await start(options)]
    const statuses: number[] = []
    for (let index = 0; index < 240; index++) {
      statuses.push((await (instances[index % 2] as (typeof instances)[0])('/a', client)).status)
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(200)
    expect(statuses.slice(200)).toEqual(Array(40).fill(429))
    await redis.del(`airlock:rate:${client}`)
  })

  test('a count with no expiry (left by an older server) gets its window on the next count', async () => {
    await redis.connect().catch(() => undefined)
    const name = `airlock:rate:test-${Math.random()}`
    await redis.set(name, '7')
    expect(await countInRedis(redis, name, 30_000)).toEqual({ count: 8, ttl: 30_000 })
    const ttl = await redis.pttl(name)
    expect(ttl).toBeGreaterThan(29_000)
    expect(ttl).toBeLessThanOrEqual(30_000)
    const next = await countInRedis(redis, name, 30_000, 2)
    expect(next.count).toBe(10)
    expect(next.ttl).toBeLessThanOrEqual(ttl)
    await redis.del(name)
  })
})
