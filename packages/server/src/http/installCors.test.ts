import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { installCors } from './installCors.js'

// The CORS answers the API gives any page (the project check decides who is served). The same
// assertions passed against @fastify/cors configured as the server had it, before this hook.
let app: FastifyInstance
let url: string

beforeAll(async () => {
  app = Fastify()
  installCors(app)
  app.get('/thing', (_request, reply) => {
    reply.send({ ok: true })
  })
  app.post('/thing', (_request, reply) => {
    reply.code(201).send({ ok: true })
  })
  app.get('/refused', (_request, reply) => {
    reply.code(403).send({ message: 'Unauthorized: origin not allowed' })
  })
  url = await app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await app.close()
})

describe('CORS', () => {
  test("a page's request is answered with its own origin, and the answer varies by origin", async () => {
    for (const [method, path, status] of [
      ['GET', '/thing', 200],
      ['POST', '/thing', 201],
      ['GET', '/refused', 403],
      ['GET', '/missing', 404],
    ] as const) {
      const response = await fetch(`${url}${path}`, {
        method,
        headers: { origin: 'https://shop.example' },
      })
      expect(response.status).toBe(status)
      expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example')
      expect(response.headers.get('vary')).toBe('Origin')
      expect(response.headers.get('access-control-allow-credentials')).toBeNull()
    }
  })

  test('a request with no origin (a server, curl) gets no allow-origin, and still varies', async () => {
    const response = await fetch(`${url}/thing`)
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('vary')).toBe('Origin')
  })

  test('a preflight from any path is answered 204 with the methods, headers and max age', async () => {
    for (const path of ['/thing', '/anything/else?x=1']) {
      const response = await fetch(`${url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://shop.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, x-unknown',
        },
      })
      expect(response.status).toBe(204)
      expect(await response.text()).toBe('')
      expect(Object.fromEntries(response.headers)).toMatchObject({
        'access-control-allow-origin': 'https://shop.example',
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers':
          'content-type, authorization, x-project-id, x-sdk-type, x-sdk-version',
        'access-control-max-age': '600',
        'content-length': '0',
        vary: 'Origin',
      })
    }
  })

  test('an OPTIONS request that is not a preflight is refused as one', async () => {
    const notPreflights: Record<string, string>[] = [
      { origin: 'https://shop.example' },
      { 'access-control-request-method': 'POST' },
      {},
    ]
    for (const headers of notPreflights) {
      const response = await fetch(`${url}/thing`, { method: 'OPTIONS', headers })
      expect(response.status).toBe(400)
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
      expect(await response.text()).toBe('Invalid Preflight Request')
    }
  })
})
