import { afterAll, beforeAll, expect, test } from 'vitest'
import { type CliProcess, startCliProcess } from './test/startCliProcess.js'

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

test('SIGTERM shuts down gracefully with exit code 0', async () => {
  cli.child.kill('SIGTERM')
  expect(await cli.exited).toEqual({ code: 0, signal: null })
  expect(cli.output()).toContain('SIGTERM: shutting down')
})
