import { createServer as createHttpServer, type Server } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { devAccounts } from '@airlock/testing'
import { type Devnet, getFreePort, startDevnet } from '@airlock/testing/devnet'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { localChains } from '../config/localChains.js'
import { type AirlockServer, createServer } from '../createServer.js'

// The chain is reached through a loopback proxy that counts the `eth_getBalance` calls it passes
// on (one per balance computed), and can answer 500 instead, or late.
let devnet: Devnet
let proxy: Server
let server: AirlockServer
let url: string
let nativeReads = 0
let chainDown = false
let chainDelayMs = 0

beforeAll(async () => {
  devnet = await startDevnet({
    ports: { primary: await getFreePort(), secondary: await getFreePort() },
    assetsPort: false,
  })
  const upstream = devnet.chains.primary.rpcUrl
  proxy = createHttpServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString()
    const calls = [JSON.parse(body)].flat() as { method: string }[]
    nativeReads += calls.filter((call) => call.method === 'eth_getBalance').length
    if (chainDown) {
      response.writeHead(500).end()
      return
    }
    if (chainDelayMs > 0) await sleep(chainDelayMs)
    const answer = await fetch(upstream, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    })
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(await answer.text())
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  server = await startBalanceServer()
  url = await server.listen()
}, 120_000)
afterAll(async () => {
  await server?.close()
  await new Promise((resolve) => proxy?.close(resolve))
  await devnet?.stop()
})

/** A server of the balance route alone, on the chain through the counting proxy. */
function startBalanceServer(options: { balanceCacheMs?: number } = {}): Promise<AirlockServer> {
  const { port } = proxy.address() as { port: number }
  return createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    chains: [{ ...localChains[0]!, rpcUrl: `http://127.0.0.1:${port}` }],
    bitcoinNetworks: [],
    solanaNetworks: [],
    indexer: false,
    relay: false,
    rpc: false,
    frame: false,
    rateLimit: false,
    ...options,
  })
}

const balancePath = (account: string, extra = '') =>
  `/v1/account/${account}/balance?chainId=eip155:31337&projectId=local-dev${extra}`

async function ask(path: string) {
  const response = await fetch(`${url}${path}`)
  return { status: response.status, body: await response.text() }
}

test('requests that miss the shared answer together wait for one computation', async () => {
  nativeReads = 0
  const answers = await Promise.all(
    Array.from({ length: 16 }, () => ask(balancePath(devAccounts[1].address))),
  )
  expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(200))
  expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
  expect(JSON.parse(answers[0]!.body).balances[0]).toMatchObject({ symbol: 'ETH' })
  expect(nativeReads).toBe(1)
  // Then the shared answer, with no read at all.
  expect((await ask(balancePath(devAccounts[1].address))).body).toBe(answers[0]!.body)
  expect(nativeReads).toBe(1)
}, 60_000)

test('forceUpdate reads the chain for every request', async () => {
  nativeReads = 0
  const answers = await Promise.all(
    Array.from({ length: 3 }, () => ask(balancePath(devAccounts[2].address, '&forceUpdate=1'))),
  )
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
  expect(nativeReads).toBe(3)
}, 60_000)

test('a failed computation is not kept: every waiting request gets the error, the next one reads again', async () => {
  chainDown = true
  const failed = await Promise.all(
    Array.from({ length: 4 }, () => ask(balancePath(devAccounts[3].address))),
  )
  expect(failed.map((answer) => answer.status)).toEqual([502, 502, 502, 502])
  expect(JSON.parse(failed[0]!.body)).toMatchObject({ message: 'Token Balance Unavailable' })
  chainDown = false
  nativeReads = 0
  const recovered = await ask(balancePath(devAccounts[3].address))
  expect(recovered.status).toBe(200)
  expect(nativeReads).toBe(1)
}, 60_000)

test('a URL checked once is answered the same when asked again; a malformed one is refused every time', async () => {
  for (let round = 0; round < 3; round++) {
    const malformed = await ask(balancePath('0x1234'))
    expect(malformed.status).toBe(400)
    expect(JSON.parse(malformed.body)).toMatchObject({ code: 'INVALID_REQUEST' })
    const badChain = await ask(
      `/v1/account/${devAccounts[1].address}/balance?chainId=nope&projectId=local-dev`,
    )
    expect(badChain.status).toBe(400)
    expect((await ask(balancePath(devAccounts[1].address))).status).toBe(200)
  }
}, 60_000)

test('when computing again fails, the last answer (up to a minute old) stands in; forceUpdate gets the error', async () => {
  // A shared answer of 1 ms: every ask computes again.
  const fresh = await startBalanceServer({ balanceCacheMs: 1 })
  try {
    const freshUrl = await fresh.listen()
    const askFresh = async (path: string) => {
      const response = await fetch(`${freshUrl}${path}`)
      return { status: response.status, body: await response.text() }
    }
    const good = await askFresh(balancePath(devAccounts[4].address))
    expect(good.status).toBe(200)
    // Past its fresh time and the refresh window after it (1 ms each): the next ask computes.
    await sleep(5)
    chainDown = true
    nativeReads = 0
    const stale = await askFresh(balancePath(devAccounts[4].address))
    // It was computed again (and failed), and the last answer was sent.
    expect(nativeReads).toBeGreaterThan(0)
    expect(stale).toEqual(good)
    const forced = await askFresh(balancePath(devAccounts[4].address, '&forceUpdate=1'))
    expect(forced.status).toBe(502)
    expect(JSON.parse(forced.body)).toMatchObject({ message: 'Token Balance Unavailable' })
    // An account never answered has nothing to stand in.
    expect((await askFresh(balancePath(devAccounts[5].address))).status).toBe(502)
  } finally {
    chainDown = false
    await fresh.close()
  }
}, 60_000)

test('an answer past its fresh time is sent at once while one computation refreshes it', async () => {
  const fresh = await startBalanceServer({ balanceCacheMs: 400 })
  try {
    const freshUrl = await fresh.listen()
    const askTimed = async () => {
      const started = performance.now()
      const response = await fetch(`${freshUrl}${balancePath(devAccounts[6].address)}`)
      return {
        status: response.status,
        body: await response.text(),
        ms: performance.now() - started,
      }
    }
    const first = await askTimed()
    expect(first.status).toBe(200)
    // Past the 400 ms, within the 400 ms after them; the chain now answers after 1.5 s.
    await sleep(500)
    chainDelayMs = 1500
    nativeReads = 0
    const answers = [await askTimed(), await askTimed(), await askTimed()]
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 200, body: first.body })
      expect(answer.ms).toBeLessThan(1000)
    }
    // One refresh for the three, under way.
    await expect.poll(() => nativeReads).toBe(1)
  } finally {
    chainDelayMs = 0
    await fresh.close()
  }
}, 60_000)
