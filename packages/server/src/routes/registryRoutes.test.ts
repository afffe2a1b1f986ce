import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type AirlockServer, createServer } from '../createServer.js'

let server: AirlockServer

beforeAll(async () => {
  server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    indexer: false,
    relay: false,
    rpc: false,
    frame: false,
  })
  // The embedded Postgres takes seconds to start on a loaded machine.
}, 120_000)
afterAll(async () => {
  await server?.close()
})

/** An image route's SVG, and whether it is a generated monogram (initials as text). */
async function image(path: string) {
  const response = await server.app.inject({ method: 'GET', url: path })
  expect(response.statusCode, path).toBe(200)
  expect(response.headers['content-type']).toBe('image/svg+xml')
  expect(response.body).toMatch(/^<svg /)
  return { svg: response.body, isMonogram: response.body.includes('<text') }
}

test('wallet, network and token images are logos where the icon set or walletLogos has one', async () => {
  for (const id of ['metamask', 'trust', 'rabby', 'ledger-live', 'walletconnect', 'valora']) {
    expect((await image(`/getWalletImage/${id}`)).isMonogram, id).toBe(false)
  }
  // Test and local networks too: no "ET" for Solana devnet, no "0F" for Bitcoin regtest.
  for (const id of [
    'eip155:1',
    'eip155:8453',
    'eip155:11155111',
    'eip155:31337',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  ]) {
    expect((await image(`/public/getAssetImage/${encodeURIComponent(id)}`)).isMonogram, id).toBe(
      false,
    )
  }
  for (const symbol of ['ETH', 'usdc', 'USDT', 'DAI', 'WBTC', 'SOL', 'BTC']) {
    expect((await image(`/public/getTokenImage/${symbol}`)).isMonogram, symbol).toBe(false)
  }
})

test('a monogram for what the set lacks; an unknown wallet is a 404', async () => {
  // Every bundled wallet has a logo (iconLibrary.test.ts); networks, tokens and currencies may not.
  expect(
    (await image(`/public/getAssetImage/${encodeURIComponent('eip155:999999999')}`)).isMonogram,
  ).toBe(true)
  expect((await image('/public/getTokenImage/AIR')).isMonogram).toBe(true)
  expect((await image('/public/getCurrencyImage/usd')).isMonogram).toBe(true)
  const missing = await server.app.inject({ method: 'GET', url: '/getWalletImage/no-such-wallet' })
  expect(missing.statusCode).toBe(404)
})

test('a page of the registry comes compressed in the encoding the client accepts, the same JSON', async () => {
  const url = '/getWallets?page=1&entries=40&projectId=local-dev'
  const get = (acceptEncoding?: string) =>
    server.app.inject({
      method: 'GET',
      url,
      headers: {
        origin: 'http://localhost',
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      },
    })
  const plain = await get()
  expect(plain.statusCode).toBe(200)
  expect(plain.headers['content-encoding']).toBeUndefined()
  expect(JSON.parse(plain.body).data).toHaveLength(40)
  // A browser's header: brotli, the smallest; caches are told the answer varies by it.
  const browser = await get('gzip, deflate, br, zstd')
  expect(browser.headers['content-encoding']).toBe('br')
  expect(browser.headers.vary).toBe('Origin, Accept-Encoding')
  expect(plain.headers.vary).toBe('Origin, Accept-Encoding')
  expect(browser.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
  expect(brotliDecompressSync(browser.rawPayload).toString()).toBe(plain.body)
  // Brotli refused (q=0): gzip.
  const gzip = await get('br;q=0, gzip;q=0.8')
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
  expect(gzip.headers['content-length']).toBe(String(gzip.rawPayload.length))
  // Neither accepted: the JSON as it is.
  for (const header of ['identity', 'deflate', 'br;q=0, gzip;q=0', '*;q=0']) {
    const answer = await get(header)
    expect(answer.headers['content-encoding'], header).toBeUndefined()
    expect(answer.body, header).toBe(plain.body)
  }
  expect((await get('*')).headers['content-encoding']).toBe('br')
})
