import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { type CreateServerOptions, createServer } from '../createServer.js'

// Servers built but never listening: `app.inject` answers without binding any address.
const folder = mkdtempSync(join(tmpdir(), 'airlock-projects-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))

const base: CreateServerOptions = {
  port: 0,
  logLevel: 'silent',
  indexer: false,
  relay: false,
  rpc: false,
  rateLimit: false,
  frame: false,
  projects: [{ id: 'shop', allowedOrigins: ['https://shop.example'] }],
}

/** The status of an analytics read with `local-dev`'s public owner key, and of its config. */
async function localDevAnswers(options: CreateServerOptions) {
  const server = await createServer({ ...base, ...options })
  try {
    const config = await server.app.inject({
      url: '/getAnalyticsConfig?projectId=local-dev',
      headers: { origin: 'http://localhost:5173' },
    })
    const events = await server.app.inject({
      url: '/v1/analytics/events?projectId=local-dev',
      headers: { authorization: 'Bearer local-dev-owner' },
    })
    return { config: config.statusCode, events: events.statusCode }
  } finally {
    await server.close()
  }
}

describe('the local-dev project', () => {
  test('F14: on a public address it does not exist, even when an earlier start on loopback stored it', async () => {
    const dataDir = join(folder, 'data')
    expect(await localDevAnswers({ host: '127.0.0.1', dataDir })).toEqual({
      config: 200,
      events: 200,
    })
    expect(await localDevAnswers({ host: '0.0.0.0', dataDir })).toEqual({
      config: 401,
      events: 401,
    })
  })

  test('on a public address only when asked for; on loopback unless turned off', async () => {
    expect(
      await localDevAnswers({ host: '0.0.0.0', dataDir: 'memory', includeLocalDevProject: true }),
    ).toMatchObject({ config: 200 })
    expect(
      await localDevAnswers({
        host: '127.0.0.1',
        dataDir: 'memory',
        includeLocalDevProject: false,
      }),
    ).toMatchObject({ config: 401 })
  })
})

describe('origins', () => {
  test('an origin is judged per project, the same way every time it is asked again', async () => {
    const server = await createServer({ ...base, host: '127.0.0.1', dataDir: 'memory' })
    const status = async (projectId: string, origin: string) =>
      (
        await server.app.inject({
          url: `/getAnalyticsConfig?projectId=${projectId}`,
          headers: { origin },
        })
      ).statusCode
    try {
      for (let round = 0; round < 3; round++) {
        expect(await status('local-dev', 'http://localhost:5173')).toBe(200)
        // The same origin, allowed for local-dev a moment ago, is not shop's.
        expect(await status('shop', 'http://localhost:5173')).toBe(403)
        expect(await status('shop', 'https://shop.example')).toBe(200)
        expect(await status('shop', 'https://evil.example')).toBe(403)
        expect(await status('local-dev', 'https://shop.example')).toBe(403)
      }
    } finally {
      await server.close()
    }
  })
})
