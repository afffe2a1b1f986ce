import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { getFreePort } from '@airlock/testing/devnet'
import { afterAll, beforeAll, expect, test } from 'vitest'

const packageDir = fileURLToPath(new URL('..', import.meta.url))
let child: ChildProcess
let url: string
let output = ''

beforeAll(async () => {
  const port = await getFreePort()
  url = `http://127.0.0.1:${port}`
  // The real command, run from source: the same file `airlock-server` runs once built.
  child = spawn(
    process.execPath,
    ['--conditions=@airlock/source', '--import', 'tsx', 'src/cli.ts'],
    {
      cwd: packageDir,
      env: {
        ...process.env,
        PORT: String(port),
        AIRLOCK_INDEXER: 'off',
        AIRLOCK_RATE_LIMIT_MAX: '5',
        AIRLOCK_PROJECTS: JSON.stringify([
          { id: 'shop', allowedOrigins: ['https://shop.example'], ownerKey: 'shop-owner-key' },
        ]),
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return
    if (child.exitCode !== null) throw new Error(`airlock-server exited:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`airlock-server did not start:\n${output}`)
}, 40_000)

afterAll(() => {
  if (child.exitCode === null) child.kill('SIGKILL')
})

test('listens on loopback with structured JSON logs', async () => {
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:/)
  const line = output.split('\n').find((text) => text.includes('Server listening'))
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
  child.kill('SIGTERM')
  const [code] = await once(child, 'exit')
  expect(code).toBe(0)
  expect(output).toContain('SIGTERM: shutting down')
})
