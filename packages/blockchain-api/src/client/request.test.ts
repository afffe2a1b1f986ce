import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { getSupportedChains } from '../actions/getSupportedChains.js'
import { getWallets } from '../actions/getWallets.js'
import { HttpRequestError, InvalidResponseError, RequestTimeoutError } from '../errors/request.js'
import { reply, type ScriptedServer, startScriptedServer } from '../test/startScriptedServer.js'
import { blockchainApiVersion } from './constants.js'
import { createBlockchainApiClient } from './createBlockchainApiClient.js'
import { parseRetryAfter } from './send.js'

let server: ScriptedServer
beforeEach(async () => {
  server = await startScriptedServer()
})
afterEach(async () => {
  await server.stop()
})

const chains = { http: ['eip155:31337'], ws: [] }
const gapsOf = (server: ScriptedServer) =>
  server.requests.slice(1).map((request, index) => request.at - server.requests[index]!.at)

describe('retries', () => {
  test('retries 3 times with a 150 ms base delay that doubles, then succeeds', async () => {
    const client = createBlockchainApiClient({ baseUrl: server.url, projectId: 'p1' })
    server.script(
      reply.json(503, { message: 'busy' }),
      reply.json(502, { message: 'bad gateway' }),
      reply.json(500, { message: 'oops' }),
      reply.json(200, chains),
    )
    await expect(getSupportedChains(client)).resolves.toEqual(chains)
    expect(server.requests).toHaveLength(4)
    const gaps = gapsOf(server)
    expect(gaps[0]).toBeGreaterThanOrEqual(145)
    expect(gaps[1]).toBeGreaterThanOrEqual(295)
    expect(gaps[2]).toBeGreaterThanOrEqual(595)
    expect(gaps[2]!).toBeLessThan(1500)
  })

  test('gives up after 3 retries with an error carrying status, url and body', async () => {
    const client = createBlockchainApiClient({
      baseUrl: server.url,
      projectId: 'p1',
      retryDelay: 5,
    })
    server.fallback(reply.json(429, { message: 'slow down' }))
    const error = await getSupportedChains(client).catch((caught: unknown) => caught)
    expect(server.requests).toHaveLength(4)
    expect(error).toBeInstanceOf(HttpRequestError)
    const httpError = error as HttpRequestError
    expect(httpError.shortMessage).toBe('HTTP status code: 429')
    expect(httpError.message).toMatch(/^HTTP status code: 429/)
    expect(httpError.status).toBe(429)
    expect(httpError.url).toBe(
      `${server.url}/v1/supported-chains?projectId=p1&st=airlock&sv=${blockchainApiVersion}`,
    )
    expect(httpError.body).toEqual({ message: 'slow down' })
  })

  test.each([403, 408, 413, 429, 500, 502, 503, 504])('retries on %i', async (status) => {
    const client = createBlockchainApiClient({
      baseUrl: server.url,
      projectId: 'p1',
      retryDelay: 1,
    })
    server.script(reply.json(status, { message: 'no' }), reply.json(200, chains))
    await expect(getSupportedChains(client)).resolves.toEqual(chains)
    expect(server.requests).toHaveLength(2)
  })

  test.each([400, 401, 404, 422])('does not retry on %i', async (status) => {
    const client = createBlockchainApiClient({
      baseUrl: server.url,
      projectId: 'p1',
      retryDelay: 1,
    })
    server.fallback(reply.json(status, { message: 'Unauthorized: invalid key' }))
    const error = await getSupportedChains(client).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).serverMessage).toBe('Unauthorized: invalid key')
    expect(server.requests).toHaveLength(1)
  })

  test('waits for Retry-After (seconds) instead of the backoff', async () => {
    const client = createBlockchainApiClient({
      baseUrl: server.url,
      projectId: 'p1',
      retryDelay: 1,
    })
    server.script(
      reply.json(429, { message: 'later' }, { 'retry-after': '1' }),
      reply.json(200, chains),
    )
    await getSupportedChains(client)
    expect(gapsOf(server)[0]).toBeGreaterThanOrEqual(990)
  })

  test('waits for Retry-After given as an HTTP date', async () => {
    const client = createBlockchainApiClient({
      baseUrl: server.url,
      projectId: 'p1',
      retryDelay: 1,
    })
    // HTTP dates have whole seconds: aim 2 s ahead so at least ~1 s remains.
    const at = new Date(Date.now() + 2000).toUTCString()
    server.script(reply.json(503, {}, { 'retry-after': at }), reply.json(200, chains))
    await getSupportedChains(client)
    expect(gapsOf(server)[0]).toBeGreaterThanOrEqual(900)
  })

  test('retries a dropped connection and a timeout', async () => {
    const client = createBlockchainApiClient({
      baseUrl: server.url,
      projectId: 'p1',
      retryDelay: 1,
      timeout: 200,
    })
    server.script(reply.reset(), reply.hang(), reply.json(200, chains))
    await expect(getSupportedChains(client)).resolves.toEqual(chains)
    expect(server.requests).toHaveLength(3)
  })

  test('a timeout on every attempt ends in RequestTimeoutError', async () => {
    const client = createBlockchainApiClient({
      baseUrl: server.url,
      projectId: 'p1',
      retryDelay: 1,
      retryCount: 1,
      timeout: 100,
    })
    server.fallback(reply.hang())
    await expect(getSupportedChains(client)).rejects.toBeInstanceOf(RequestTimeoutError)
    expect(server.requests).toHaveLength(2)
  })
})

describe('validation', () => {
  test('an answer that breaks the contract is an error, not a cast', async () => {
    const client = createBlockchainApiClient({ baseUrl: server.url, projectId: 'p1' })
    server.script(reply.json(200, { data: [{ id: 1 }], count: 'many' }))
    const error = await getWallets(client, { page: 1, entries: 4 }).catch((caught) => caught)
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect((error as InvalidResponseError).details).toContain('count')
  })

  test('sends project id, sdk type, sdk version and client id in the query', async () => {
    const client = createBlockchainApiClient({
      baseUrl: `${server.url}/`,
      projectId: 'my-project',
      sdkType: 'appkit',
      sdkVersion: 'react-1.2.3',
      clientId: 'c1',
    })
    server.script(reply.json(200, { data: [], count: 0 }))
    await getWallets(client, {
      page: 2,
      entries: 40,
      chains: ['eip155:1', 'eip155:10'],
      search: '',
    })
    const url = new URL(server.requests[0]!.url, server.url)
    expect(url.pathname).toBe('/getWallets')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2',
      entries: '40',
      chains: 'eip155:1,eip155:10',
      projectId: 'my-project',
      st: 'appkit',
      sv: 'react-1.2.3',
      clientId: 'c1',
    })
  })
})

test('parseRetryAfter reads seconds and dates', () => {
  expect(parseRetryAfter('2')).toBe(2000)
  expect(parseRetryAfter('0.5')).toBe(500)
  expect(parseRetryAfter('soon')).toBeUndefined()
  expect(parseRetryAfter(new Date(Date.now() - 5000).toUTCString())).toBe(0)
})
