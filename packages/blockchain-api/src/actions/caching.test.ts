import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createBlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { TokenBalanceUnavailableError } from '../errors/data.js'
import type { TokenBalance } from '../routes/balance.js'
import { reply, type ScriptedServer, startScriptedServer } from '../test/startScriptedServer.js'
import { getBalances } from './getBalances.js'
import { getIdentity } from './getIdentity.js'
import { getNativeBalance } from './getNativeBalance.js'

let server: ScriptedServer
beforeEach(async () => {
  server = await startScriptedServer()
  // Only the clock is faked: the real server and sockets keep working.
  vi.useFakeTimers({ toFake: ['Date'] })
})
afterEach(async () => {
  vi.useRealTimers()
  await server.stop()
})

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chainId = 'eip155:31337'
const balance = (overrides: Partial<TokenBalance> & { numeric: string; decimals: string }) => {
  const { numeric, decimals, ...rest } = overrides
  return {
    name: 'Ether',
    symbol: 'ETH',
    chainId,
    value: 1,
    price: 1,
    quantity: { numeric, decimals },
    iconUrl: 'http://x/eth.svg',
    ...rest,
  }
}
const balanceCalls = () => server.requests.filter((request) => request.url.includes('/balance'))
const newClient = () =>
  createBlockchainApiClient({ baseUrl: server.url, projectId: 'p1', retryCount: 0 })

function serveChains() {
  server.fallback((request, response) => {
    if (request.url?.startsWith('/v1/supported-chains')) {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ http: [chainId], ws: [] }))
      return
    }
    response.writeHead(500, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ message: 'unscripted' }))
  })
}

describe('getBalances', () => {
  test('drops zero balances and tokens with decimals "0"', async () => {
    serveChains()
    server.script(
      reply.json(200, { http: [chainId], ws: [] }),
      reply.json(200, {
        balances: [
          balance({ numeric: '10', decimals: '18' }),
          balance({
            symbol: 'ZERO',
            numeric: '0',
            decimals: '18',
            address: `${chainId}:${account}`,
          }),
          balance({
            symbol: 'JUNK',
            numeric: '5',
            decimals: '0',
            address: `${chainId}:${account}`,
          }),
        ],
      }),
    )
    const balances = await getBalances(newClient(), { address: account, chainId })
    expect(balances.map((item) => item.symbol)).toEqual(['ETH'])
  })

  test('keeps an answer 30 s', async () => {
    serveChains()
    const client = newClient()
    server.script(
      reply.json(200, { http: [chainId], ws: [] }),
      reply.json(200, { balances: [balance({ numeric: '1', decimals: '18' })] }),
      reply.json(200, { balances: [balance({ numeric: '2', decimals: '18' })] }),
    )
    expect((await getBalances(client, { address: account, chainId }))[0]?.quantity.numeric).toBe(
      '1',
    )
    vi.advanceTimersByTime(29_000)
    expect((await getBalances(client, { address: account, chainId }))[0]?.quantity.numeric).toBe(
      '1',
    )
    expect(balanceCalls()).toHaveLength(1)
    vi.advanceTimersByTime(1_000)
    expect((await getBalances(client, { address: account, chainId }))[0]?.quantity.numeric).toBe(
      '2',
    )
    expect(balanceCalls()).toHaveLength(2)
  })

  test('forceUpdate skips the cache', async () => {
    serveChains()
    const client = newClient()
    server.script(
      reply.json(200, { http: [chainId], ws: [] }),
      reply.json(200, { balances: [balance({ numeric: '1', decimals: '18' })] }),
      reply.json(200, { balances: [balance({ numeric: '2', decimals: '18' })] }),
    )
    await getBalances(client, { address: account, chainId })
    const fresh = await getBalances(client, { address: account, chainId, forceUpdate: true })
    expect(fresh[0]?.quantity.numeric).toBe('2')
    expect(new URL(balanceCalls()[1]!.url, server.url).searchParams.get('forceUpdate')).toBe('true')
  })

  test('after a failure, returns [] for 30 s without asking, then asks again', async () => {
    serveChains()
    const client = newClient()
    server.script(
      reply.json(200, { http: [chainId], ws: [] }),
      reply.json(500, { message: 'down' }),
    )
    await expect(getBalances(client, { address: account, chainId })).rejects.toBeInstanceOf(
      TokenBalanceUnavailableError,
    )
    await expect(getBalances(client, { address: account, chainId })).resolves.toEqual([])
    vi.advanceTimersByTime(29_999)
    await expect(getBalances(client, { address: account, chainId })).resolves.toEqual([])
    expect(balanceCalls()).toHaveLength(1)
    vi.advanceTimersByTime(1)
    server.script(reply.json(200, { balances: [balance({ numeric: '3', decimals: '18' })] }))
    expect(await getBalances(client, { address: account, chainId })).toHaveLength(1)
    expect(balanceCalls()).toHaveLength(2)
  })

  test('an unsupported network gives [] without a balance request', async () => {
    serveChains()
    const balances = await getBalances(newClient(), { address: account, chainId: 'eip155:1' })
    expect(balances).toEqual([])
    expect(balanceCalls()).toHaveLength(0)
  })

  test('a second client has its own cache and lock', async () => {
    serveChains()
    const first = newClient()
    server.script(
      reply.json(200, { http: [chainId], ws: [] }),
      reply.json(500, { message: 'down' }),
    )
    await expect(getBalances(first, { address: account, chainId })).rejects.toThrow()
    server.script(
      reply.json(200, { http: [chainId], ws: [] }),
      reply.json(200, { balances: [balance({ numeric: '1', decimals: '18' })] }),
    )
    expect(await getBalances(newClient(), { address: account, chainId })).toHaveLength(1)
  })
})

test('getNativeBalance keeps an answer 30 s', async () => {
  serveChains()
  const client = newClient()
  server.script(
    reply.json(200, { http: [chainId], ws: [] }),
    reply.json(200, { balances: [balance({ numeric: '7', decimals: '18', price: 3000 })] }),
    reply.json(200, { balances: [balance({ numeric: '8', decimals: '18', price: 3000 })] }),
  )
  expect(await getNativeBalance(client, { address: account, chainId })).toEqual({
    symbol: 'ETH',
    decimals: 18,
    numeric: '7',
    price: 3000,
  })
  vi.advanceTimersByTime(29_999)
  expect((await getNativeBalance(client, { address: account, chainId }))?.numeric).toBe('7')
  vi.advanceTimersByTime(1)
  expect((await getNativeBalance(client, { address: account, chainId }))?.numeric).toBe('8')
})

test('getIdentity keeps an answer 5 minutes', async () => {
  const client = newClient()
  server.script(
    reply.json(200, { name: 'first.local', avatar: null }),
    reply.json(200, { name: 'second.local', avatar: null }),
  )
  expect((await getIdentity(client, { address: account })).name).toBe('first.local')
  vi.advanceTimersByTime(5 * 60_000 - 1)
  expect((await getIdentity(client, { address: account.toLowerCase() })).name).toBe('first.local')
  expect(server.requests).toHaveLength(1)
  vi.advanceTimersByTime(1)
  expect((await getIdentity(client, { address: account })).name).toBe('second.local')
})
