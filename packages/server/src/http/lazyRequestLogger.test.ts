import { Writable } from 'node:stream'
import Fastify from 'fastify'
import { expect, test } from 'vitest'
import { lazyChildLoggerFactory } from './lazyRequestLogger.js'

async function start(disableRequestLogging: boolean) {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).trim().split('\n')) lines.push(JSON.parse(line))
      done()
    },
  })
  const app = Fastify({
    logger: { level: 'info', stream },
    disableRequestLogging,
    childLoggerFactory: lazyChildLoggerFactory,
  })
  let children = 0
  const child = app.log.child.bind(app.log)
  app.log.child = (...args: Parameters<typeof child>) => {
    children++
    return child(...args)
  }
  app.get('/quiet', () => ({ ok: true }))
  app.get('/warns', (request) => {
    request.log.warn({ provider: 'x' }, 'provider unreachable')
    request.log.info('and goes on')
    return { ok: true }
  })
  await app.ready()
  return { app, lines, children: () => children }
}

test("a request that logs nothing makes no child logger; one that logs has its request's id on each line", async () => {
  const { app, lines, children } = await start(true)
  try {
    for (let n = 0; n < 3; n++) expect((await app.inject('/quiet')).statusCode).toBe(200)
    expect(children()).toBe(0)
    expect(lines).toEqual([])

    expect((await app.inject('/warns')).statusCode).toBe(200)
    expect(children()).toBe(1)
    expect(lines).toMatchObject([
      { level: 40, reqId: 'req-4', provider: 'x', msg: 'provider unreachable' },
      { level: 30, reqId: 'req-4', msg: 'and goes on' },
    ])
  } finally {
    await app.close()
  }
})

test('with a line per request, each line names the request, as a plain child logger would', async () => {
  const { app, lines } = await start(false)
  try {
    await app.inject('/quiet')
    expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
      ['req-1', 'incoming request'],
      ['req-1', 'request completed'],
    ])
  } finally {
    await app.close()
  }
})
