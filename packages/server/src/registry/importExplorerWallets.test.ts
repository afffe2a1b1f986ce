import { mkdtempSync, rmSync } from 'node:fs'
import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createServer } from '../createServer.js'
import { spawnCliProcess } from '../test/startCliProcess.js'
import { importExplorerWallets, RegistryImportError } from './importExplorerWallets.js'
import { loadRegistry } from './loadRegistry.js'

// An explorer-shaped list: four valid wallets and two it must refuse.
const listing = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  homepage: `https://${id}.example`,
  chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'cosmos:cosmoshub-4'],
  image_id: `${id}-image`,
  image_url: {
    sm: `https://logos.example/sm/${id}.png`,
    md: `https://logos.example/md/${id}.png`,
    lg: `https://logos.example/lg/${id}.png`,
  },
  app: { browser: null, ios: `https://apps.apple.com/app/${id}`, android: null, chrome: null },
  mobile: { native: `${id}://`, universal: null },
  desktop: { native: null, universal: null },
  rdns: null,
  ...extra,
})
const listings = [
  listing('c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96', 'MetaMask', {
    rdns: 'io.metamask',
  }),
  listing('a1b2c3', 'Hex Wallet'),
  listing('bad-rdns', 'Bad Rdns', { rdns: 'not a domain' }),
  listing('far-wallet', 'Far Wallet'),
  { id: 'no-name', homepage: 'https://no-name.example' },
  listing('last-wallet', 'Last Wallet', { chains: ['bip122:000000000019d6689c085ae165831e93'] }),
]

let mode: 'ok' | 'error' | 'garbage' = 'ok'
const requests: URL[] = []
let explorer: Server
let explorerUrl: string
const dataDir = mkdtempSync(join(tmpdir(), 'airlock-registry-'))

beforeAll(async () => {
  explorer = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://explorer.test')
    requests.push(url)
    if (mode === 'error') {
      response.writeHead(500).end('upstream down')
      return
    }
    const entries = Number(url.searchParams.get('entries'))
    const page = Number(url.searchParams.get('page'))
    const slice = listings.slice((page - 1) * entries, page * entries)
    const body =
      mode === 'garbage'
        ? { wallets: slice }
        : {
            listings: Object.fromEntries(slice.map((item) => [item.id, item])),
            count: slice.length,
          }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => explorer.listen(0, '127.0.0.1', resolve))
  explorerUrl = `http://127.0.0.1:${(explorer.address() as AddressInfo).port}/v3/wallets`
})

afterAll(async () => {
  await new Promise((resolve) => explorer?.close(resolve))
  rmSync(dataDir, { recursive: true, force: true })
})

async function runImportCommand() {
  const cli = await spawnCliProcess({
    args: ['import-wallets'],
    env: {
      AIRLOCK_DATA_DIR: dataDir,
      AIRLOCK_REGISTRY_IMPORT_URL: explorerUrl,
      AIRLOCK_REGISTRY_IMPORT_PROJECT_ID: 'self-hosted',
    },
  })
  const { code } = await cli.exited
  return { code, output: cli.output() }
}

test('import-wallets stores the valid listings, refuses the rest, keeps them on failure; a schedule re-imports', async () => {
  const imported = await runImportCommand()
  expect(imported.output).toContain(`Imported 4 wallets from ${explorerUrl}; refused 2.`)
  expect(imported.output).toContain('refused bad-rdns: rdns: must be a reverse domain name')
  expect(imported.output).toMatch(/refused no-name: name: /)
  expect(imported.code).toBe(0)
  expect(requests.at(-1)?.searchParams.get('projectId')).toBe('self-hosted')

  mode = 'error'
  const failed = await runImportCommand()
  expect(failed.code).toBe(1)
  expect(failed.output).toContain('answered HTTP 500')
  expect(failed.output).toContain('The stored wallet registry is unchanged.')

  mode = 'ok'
  const server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir,
    indexer: false,
    relay: false,
    rpc: false,
    frame: false,
    registryImport: { url: explorerUrl, intervalMs: 300 },
  })
  try {
    const response = await server.app.inject({
      method: 'GET',
      url: '/getWallets?projectId=local-dev&entries=100',
    })
    const { data, count } = response.json() as {
      data: { id: string; name: string; chains: string[]; mobile_link: string; rdns: string }[]
      count: number
    }
    expect(count).toBe(4)
    expect(data.map((wallet) => wallet.name)).toEqual([
      'MetaMask',
      'Hex Wallet',
      'Far Wallet',
      'Last Wallet',
    ])
    // Chains of namespaces the modal does not know are dropped, links mapped to the spec's shape.
    expect(data[1]).toMatchObject({
      chains: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      mobile_link: 'a1b2c3://',
      app_store: 'https://apps.apple.com/app/a1b2c3',
    })
    expect(data[0]?.rdns).toBe('io.metamask')
    // A wallet the icon sets know keeps their logo; another one points to the explorer's.
    const logo = await server.app.inject({
      method: 'GET',
      url: '/getWalletImage/c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96-image',
    })
    expect(logo.body).toMatch(/^<svg /)
    const redirect = await server.app.inject({ method: 'GET', url: '/getWalletImage/a1b2c3-image' })
    expect(redirect.statusCode).toBe(302)
    expect(redirect.headers.location).toBe('https://logos.example/md/a1b2c3.png')

    // Listening starts the schedule: a wallet the explorer adds appears without a restart.
    listings.push(listing('new-wallet', 'New Wallet'))
    await server.listen()
    await expect
      .poll(
        async () =>
          (
            await server.app.inject({ method: 'GET', url: '/getWallets?projectId=local-dev' })
          ).json().count,
        { timeout: 30_000 },
      )
      .toBe(5)

    // A source that is not an explorer list is refused as a whole, and the schedule keeps serving.
    mode = 'garbage'
    const error = await importExplorerWallets(server.storage, { url: explorerUrl }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(RegistryImportError)
    expect((error as RegistryImportError).code).toBe('REGISTRY_IMPORT_FAILED')
    expect((error as Error).message).toContain('is not an explorer list: listings:')
    expect((await loadRegistry(server.storage)).wallets).toHaveLength(5)
  } finally {
    await server.close()
  }
}, 240_000)

test('F16: a listing with a javascript:, data:, vbscript:, file: or blob: link is refused; https and app-scheme links are kept', async () => {
  const hostile = (id: string, extra: Record<string, unknown>) => listing(id, `Wallet ${id}`, extra)
  const served = [
    hostile('app-links', {
      mobile: { native: 'metamask://', universal: 'https://metamask.app.link' },
      desktop: { native: 'ledgerlive://', universal: null },
      app: { browser: 'https://wallet.example/app', ios: null, android: null, chrome: null },
    }),
    hostile('js-mobile', {
      mobile: { native: 'javascript:alert(document.domain)//', universal: null },
    }),
    hostile('js-mixed-case', { mobile: { native: 'JavaScript://%0aalert(1)', universal: null } }),
    hostile('js-spaced', { mobile: { native: ' javascript:alert(1)', universal: null } }),
    hostile('data-desktop', {
      desktop: { native: 'data:text/html,<script>alert(1)</script>', universal: null },
    }),
    hostile('vbscript-universal', { mobile: { native: null, universal: 'vbscript:msgbox(1)' } }),
    hostile('js-browser', {
      app: { browser: 'javascript:alert(1)', ios: null, android: null, chrome: null },
    }),
    hostile('file-native', { desktop: { native: 'file:///etc/passwd', universal: null } }),
    hostile('blob-store', {
      app: { browser: null, ios: 'blob:https://apps.example/0b7e', android: null, chrome: null },
    }),
    hostile('js-homepage', { homepage: 'javascript://wallet.example/%0aalert(1)' }),
    hostile('custom-universal', { mobile: { native: null, universal: 'trust://open' } }),
  ]
  const source = createHttpServer((request, response) => {
    const page = Number(
      new URL(request.url ?? '/', 'http://explorer.test').searchParams.get('page'),
    )
    const slice = page === 1 ? served : []
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ listings: Object.fromEntries(slice.map((item) => [item.id, item])) }))
  })
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve))
  const server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    indexer: false,
    relay: false,
    rpc: false,
    frame: false,
  })
  try {
    const { wallets, refused } = await importExplorerWallets(server.storage, {
      url: `http://127.0.0.1:${(source.address() as AddressInfo).port}/v3/wallets`,
    })
    expect(wallets.map((item) => item.wallet.id)).toEqual(['app-links'])
    expect(wallets[0]?.wallet).toMatchObject({
      mobile_link: 'metamask://',
      desktop_link: 'ledgerlive://',
      webapp_link: 'https://wallet.example/app',
    })
    expect(refused.map((item) => item.id)).toEqual(served.slice(1).map((item) => item.id))
    expect(refused.find((item) => item.id === 'js-mobile')?.reason).toBe(
      'mobile.native: must be an https link or an app link (scheme://)',
    )
    expect(refused.find((item) => item.id === 'js-browser')?.reason).toBe(
      'app.browser: must be an https URL',
    )
  } finally {
    await server.close()
    await new Promise((resolve) => source.close(resolve))
  }
})
