import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AirlockServer, createServer } from '../createServer.js'

// The headers of real answers of both listeners: the API (JSON, images) and the frame origin
// (its JSON routes, and the frame site's page, which keeps its own per-project CSP).
const servers: AirlockServer[] = []
let url: string
let frameUrl: string
let proxiedUrl: string

async function start(trustProxy?: string[]) {
  const server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    indexer: false,
    relay: false,
    rpc: false,
    rateLimit: false,
    trustProxy,
    projects: [{ id: 'shop', allowedOrigins: ['https://shop.example'] }],
    frame: { codeSecret: 'a-code-secret-of-the-test-suite' },
  })
  servers.push(server)
  return { url: await server.listen(), frameUrl: server.frameUrl ?? '' }
}

beforeAll(async () => {
  ;({ url, frameUrl } = await start())
  proxiedUrl = (await start(['127.0.0.1'])).url
})
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()))
})

const jsonHeaders = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
}

const headersOf = (response: Response, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, response.headers.get(name)]))

describe('security headers', () => {
  test('every JSON answer of the API, success or error, cannot be sniffed, framed or embedded', async () => {
    const answers = [
      await fetch(`${url}/getAnalyticsConfig?projectId=shop`, {
        headers: { origin: 'https://shop.example' },
      }),
      await fetch(`${url}/getAnalyticsConfig?projectId=unknown`),
      await fetch(`${url}/no-such-route?projectId=shop`),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404])
    for (const answer of answers) {
      expect(headersOf(answer, Object.keys(jsonHeaders))).toEqual(jsonHeaders)
      expect(answer.headers.get('strict-transport-security')).toBeNull()
    }
  })

  test('images stay loadable by dapps on other origins', async () => {
    const image = await fetch(`${url}/public/getTokenImage/ETH?projectId=shop`)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect(
      headersOf(image, [
        'cross-origin-resource-policy',
        'x-content-type-options',
        'x-frame-options',
      ]),
    ).toEqual({
      'cross-origin-resource-policy': 'cross-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': null,
    })
  })

  test('the frame origin: its JSON routes get them; the frame page keeps its own frame-ancestors', async () => {
    const chains = await fetch(`${frameUrl}/v1/frame/bundler/chains?projectId=shop`)
    expect(chains.status).toBe(200)
    expect(headersOf(chains, Object.keys(jsonHeaders))).toEqual(jsonHeaders)
    const refused = await fetch(`${frameUrl}/v1/frame/session?projectId=shop`)
    expect(refused.status).toBe(401)
    expect(headersOf(refused, Object.keys(jsonHeaders))).toEqual(jsonHeaders)

    const page = await fetch(`${frameUrl}/?projectId=shop`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain(
      'frame-ancestors https://shop.example',
    )
    expect(page.headers.get('x-frame-options')).toBeNull()
  })

  test('HSTS only when the request came over https: through a trusted proxy saying so', async () => {
    const forwarded = { 'x-forwarded-proto': 'https' }
    const untrusted = await fetch(`${url}/health`, { headers: forwarded })
    expect(untrusted.headers.get('strict-transport-security')).toBeNull()
    const trusted = await fetch(`${proxiedUrl}/health`, { headers: forwarded })
    expect(trusted.headers.get('strict-transport-security')).toBe('max-age=31536000')
    const plain = await fetch(`${proxiedUrl}/health`)
    expect(plain.headers.get('strict-transport-security')).toBeNull()
  })
})
