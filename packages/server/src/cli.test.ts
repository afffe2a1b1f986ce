import { type AddressInfo, createServer as createNetServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type CliProcess, spawnCliProcess, startCliProcess } from './test/startCliProcess.js'

let cli: CliProcess
let url: string

beforeAll(async () => {
  cli = await startCliProcess({
    env: {
      AIRLOCK_DATA_DIR: 'memory',
      AIRLOCK_INDEXER: 'off',
      AIRLOCK_RATE_LIMIT_MAX: '5',
      AIRLOCK_PROJECTS: JSON.stringify([
        { id: 'shop', allowedOrigins: ['https://shop.example'], ownerKey: 'shop-owner-key' },
      ]),
      LOG_LEVEL: 'info',
    },
  })
  url = cli.url
}, 130_000)

afterAll(async () => {
  await cli?.stop()
})

test('listens on loopback with structured JSON logs', async () => {
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:/)
  const line = cli
    .output()
    .split('\n')
    .find((text) => text.includes('Server listening'))
  expect(JSON.parse(line ?? '{}')).toMatchObject({
    level: 30,
    msg: expect.stringContaining('127.0.0.1'),
  })
})

test('projects from the environment, with their own origins', async () => {
  const allowed = await fetch(`${url}/getAnalyticsConfig?projectId=shop`, {
    headers: { origin: 'https://shop.example' },
  })
  expect(await allowed.json()).toEqual({ isAnalyticsEnabled: true })
  const refused = await fetch(`${url}/getAnalyticsConfig?projectId=shop`, {
    headers: { origin: 'http://localhost:5173' },
  })
  expect(refused.status).toBe(403)
  expect((await refused.json()).message).toBe('Unauthorized: origin not allowed')
})

test('rate limit per client: 429 with Retry-After, health exempt', async () => {
  const statuses: number[] = []
  const call = () => fetch(`${url}/getWallets?projectId=local-dev&entries=1`)
  let last = await call()
  statuses.push(last.status)
  for (let index = 0; index < 5; index++) {
    last = await call()
    statuses.push(last.status)
  }
  expect(statuses.at(-1)).toBe(429)
  expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0)
  expect((await last.json()).message).toMatch(/^Too many requests: retry in/)
  expect((await fetch(`${url}/health`)).status).toBe(200)
})

test('at info, no log line per request by default; AIRLOCK_LOG_REQUESTS=on writes them', async () => {
  // Every test above made requests (health is exempt from the limit they reached).
  expect((await fetch(`${url}/health`)).status).toBe(200)
  expect(cli.output()).not.toContain('request completed')
  expect(cli.output()).not.toContain('incoming request')
  const logging = await startCliProcess({
    env: {
      AIRLOCK_DATA_DIR: 'memory',
      AIRLOCK_INDEXER: 'off',
      AIRLOCK_FRAME: 'off',
      AIRLOCK_LOG_REQUESTS: 'on',
      LOG_LEVEL: 'info',
    },
  })
  try {
    expect((await fetch(`${logging.url}/health`)).status).toBe(200)
    await expect.poll(() => logging.output(), { timeout: 5_000 }).toContain('request completed')
    const line = logging
      .output()
      .split('\n')
      .find((text) => text.includes('request completed'))
    expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 30, res: { statusCode: 200 } })
  } finally {
    await logging.stop()
  }
}, 130_000)

test('SIGTERM shuts down gracefully with exit code 0', async () => {
  cli.child.kill('SIGTERM')
  expect(await cli.exited).toEqual({ code: 0, signal: null })
  expect(cli.output()).toContain('SIGTERM: shutting down')
})

describe('production posture', () => {
  // What a first deployment typically forgets: no code secret, the local-dev project left on, a
  // project open to every origin with a guessable owner key.
  const careless = {
    AIRLOCK_DATA_DIR: 'memory',
    AIRLOCK_INDEXER: 'off',
    AIRLOCK_FRAME_CODE_SECRET: undefined,
    AIRLOCK_LOCAL_DEV_PROJECT: 'on',
    AIRLOCK_PROJECTS: JSON.stringify([{ id: 'shop', allowedOrigins: ['*'], ownerKey: 'password' }]),
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    LOG_LEVEL: 'info',
  }

  /** Holds a loopback port: a server that got past the checks could not listen on 0.0.0.0 there. */
  async function heldPort(): Promise<{ port: number; release: () => Promise<void> }> {
    const holder = createNetServer()
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    const { port } = holder.address() as AddressInfo
    return { port, release: () => new Promise((resolve) => holder.close(() => resolve())) }
  }

  test('on a public HOST, missing secrets, local-dev and a * origin: refuses before listening, naming each problem and its fix', async () => {
    const [api, frame] = [await heldPort(), await heldPort()]
    try {
      const cli = await spawnCliProcess({
        env: {
          ...careless,
          HOST: '0.0.0.0',
          PORT: String(api.port),
          AIRLOCK_FRAME_PORT: String(frame.port),
        },
      })
      const exit = await cli.exited
      const output = cli.output()
      expect(exit.code, output).toBe(1)
      expect(output).toContain(
        'airlock-server refused to start on 0.0.0.0 (not a loopback address):',
      )
      expect(output).toContain(
        '- the frame backend has no AIRLOCK_FRAME_CODE_SECRET: set it to a random secret of at least 32 characters, the same on every instance (openssl rand -hex 32), or turn the frame off with AIRLOCK_FRAME=off',
      )
      expect(output).toContain(
        '- the local-dev project is on (its owner key local-dev-owner is public, and any local page may embed the frame under it): set AIRLOCK_LOCAL_DEV_PROJECT=off and configure your own projects in AIRLOCK_PROJECTS',
      )
      expect(output).toContain(
        '- project shop allows every origin (*): list the exact origins of its pages in AIRLOCK_PROJECTS',
      )
      expect(output).toContain(
        '- project shop has a guessable owner key (shorter than 16 characters): give it a random key of at least 16 characters (openssl rand -hex 32), or none',
      )
      expect(output).not.toContain('Server listening')
    } finally {
      await api.release()
      await frame.release()
    }
  })

  test('the same command on loopback starts and answers /health', async () => {
    const loopback = await startCliProcess({ env: { ...careless, HOST: '127.0.0.1' } })
    try {
      expect((await fetch(`${loopback.url}/health`)).status).toBe(200)
    } finally {
      await loopback.stop()
    }
  })

  test('F7: with Postgres or Redis configured, the frame backend refuses to start without AIRLOCK_FRAME_CODE_SECRET, on loopback too', async () => {
    // Nothing listens there: the refusal comes before any connection.
    const cli = await spawnCliProcess({
      env: { ...careless, HOST: '127.0.0.1', REDIS_URL: 'redis://127.0.0.1:1' },
    })
    const exit = await cli.exited
    const output = cli.output()
    expect(exit.code, output).toBe(1)
    expect(output).toContain(
      '- the frame backend has no AIRLOCK_FRAME_CODE_SECRET, and REDIS_URL makes several instances share its codes: a code one instance sent would fail on another (each would make its own key). Set it to a random secret of at least 32 characters, the same on every instance (openssl rand -hex 32), or turn the frame off with AIRLOCK_FRAME=off',
    )
  })
})

describe('an oversized body', () => {
  let big: CliProcess
  beforeAll(async () => {
    big = await startCliProcess({
      env: { AIRLOCK_DATA_DIR: 'memory', AIRLOCK_INDEXER: 'off', AIRLOCK_RATE_LIMIT_MAX: '0' },
    })
  }, 130_000)
  afterAll(async () => {
    await big?.stop()
  })

  test('4 MB gets a readable 413 in the error shape, never a dropped connection', async () => {
    const body = JSON.stringify({ message: 'x'.repeat(4_000_000), signature: '0x00' })
    // A server process of its own reads slower than this one writes: answering before the body
    // is read and closing made the client's write fail (EPIPE, "fetch failed") about one time in
    // three. Ten in a row must all be answered.
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await fetch(`${big.url}/v1/sessions?projectId=local-dev`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      expect(response.status).toBe(413)
      expect(await response.json()).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        code: 'BODY_TOO_LARGE',
        message: 'Request body is too large (limit 65536 bytes)',
      })
    }
  })
})
