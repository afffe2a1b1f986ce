import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createServer } from '@airlock/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readEnvTable } from './lib/serverPages.ts'
import { repoRoot } from './lib/site.ts'
import { readPage } from './test/pages.ts'

/** `METHOD /path` for every route a Fastify instance registered (HEAD and CORS preflights left out). */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = []
  const routes: string[] = []
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]+)\)/.exec(line)
    if (!match) continue
    const depth = (match[1] ?? '').length / 4
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '')
    stack[depth] = path
    for (const method of (match[3] ?? '').split(', ')) {
      if (method === 'HEAD' || method === 'OPTIONS') continue
      routes.push(`${method} ${normalize(path === '*' ? '/' : path)}`)
    }
  }
  return routes
}

/** Path parameters as `{}`, whatever their name or spelling (`:id`, `{id}`). */
const normalize = (path: string) =>
  path
    .replace(/\/\*$/, '/')
    .replace(/:[\w|:]+|\{\w+\}/g, '{}')
    .replace(/(.)\/$/, '$1')

/** `METHOD /path` for every route the routes page documents. */
function documentedRoutes(page: string): Set<string> {
  const routes = new Set<string>()
  for (const match of page.matchAll(/^### (GET|POST) (\S+) \{#/gm)) {
    routes.add(`${match[1]} ${normalize(match[2] ?? '')}`)
  }
  for (const match of page.matchAll(/^\| `((?:GET|POST)(?:, (?:GET|POST))*) (\S+)` \|/gm)) {
    for (const method of (match[1] ?? '').split(', '))
      routes.add(`${method} ${normalize(match[2] ?? '')}`)
  }
  return routes
}

describe('the routes page', () => {
  let server: Awaited<ReturnType<typeof createServer>>
  beforeAll(async () => {
    // Every feature that adds routes: the relay (loopback), the frame with Farcaster's built-in
    // relay, the sandbox on-ramp.
    server = await createServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: 'memory',
      indexer: false,
      logLevel: 'silent',
      onramp: {
        providers: [
          {
            type: 'sandbox',
            treasuryKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
          },
        ],
      },
      frame: {
        farcaster: { rpcUrl: 'http://127.0.0.1:9', relayAuthKey: 'a-relay-auth-key-0123456789' },
      },
    })
    await server.app.ready()
    await server.frame?.app.ready()
  })
  afterAll(() => server?.close())

  it('documents every route the server registers', () => {
    const documented = documentedRoutes(readPage('server/routes.md'))
    const registered = [
      ...registeredRoutes(server.app.printRoutes({ commonPrefix: false })),
      ...registeredRoutes(server.frame?.app.printRoutes({ commonPrefix: false }) ?? ''),
    ]
    expect(registered.length).toBeGreaterThan(40)
    expect([...new Set(registered.filter((route) => !documented.has(route)))]).toEqual([])
  })

  // The relay's socket is an upgrade, and the frame's approval window a page of its site's wildcard.
  const unlisted = ['GET /relay', 'GET /approve']

  it('documents no route the server does not register', () => {
    const registered = new Set([
      ...registeredRoutes(server.app.printRoutes({ commonPrefix: false })),
      ...registeredRoutes(server.frame?.app.printRoutes({ commonPrefix: false }) ?? ''),
    ])
    const documented = [...documentedRoutes(readPage('server/routes.md'))]
    expect(
      documented.filter((route) => !registered.has(route) && !unlisted.includes(route)),
    ).toEqual([])
  })

  it("shows a route's request and answer shapes from its zod schemas", () => {
    const page = readPage('server/routes.md')
    const section = page.slice(page.indexOf('### GET /v1/account/{address}/nfts'))
    expect(section).toMatch(/- \*\*Path\*\* `\{ address: string \}`/)
    expect(section).toMatch(
      /- \*\*Answer\*\* `\{ data: \(\{ chainId: string; contract: string; tokenId: string/,
    )
  })
})

describe('the environment page', () => {
  const page = () => readPage('server/environment.md')
  const documented = () =>
    new Set([...page().matchAll(/^\| <span id="[^"]*"><\/span>`([^`]+)` \|/gm)].map((m) => m[1]))

  it("lists every variable of the server README's table, and only those", () => {
    const readme = readFileSync(join(repoRoot, 'packages/server/README.md'), 'utf8')
    expect([...documented()].sort()).toEqual([...readEnvTable(readme).keys()].sort())
  })

  it('gives each variable what its schema takes, its default and what it does', () => {
    expect(page()).toContain(
      '| <span id="AIRLOCK_LOCAL_DEV_PROJECT"></span>`AIRLOCK_LOCAL_DEV_PROJECT` | `"on" \\| "off"` | `on` on a loopback `HOST`, else `off` |',
    )
    expect(page()).toMatch(
      /`AIRLOCK_PROJECTS` \| `JSON: \{ id: string; name\?: string; allowedOrigins: string\[\];/,
    )
    expect(page()).toMatch(/`PORT` \| `integer ≥ 0, ≤ 65535` \| `8787` \|/)
  })
})
