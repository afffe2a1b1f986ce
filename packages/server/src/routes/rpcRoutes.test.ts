import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devAccounts } from '@airlock/testing'
import { type AnvilInstance, getFreePort, startAnvil } from '@airlock/testing/devnet'
import { createPublicClient, createWalletClient, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { localChains } from '../config/localChains.js'
import { type AirlockServer, type CreateServerOptions, createServer } from '../createServer.js'
import { type CountingProxy, startCountingProxy } from '../test/startCountingProxy.js'

// Two real anvil nodes of chain 31337, each behind a counting proxy: the RPC route's pool is
// [first, second], so the tests see which calls reach a node and which are answered from cache.
let first: AnvilInstance
let second: AnvilInstance
let firstProxy: CountingProxy
let secondProxy: CountingProxy
let server: AirlockServer
let url: string
const servers: AirlockServer[] = []

/**
 * A server for the RPC route; on the shared Redis when the run has one, unless `ownCounters` (its
 * counters then start at zero, whatever earlier tests counted for this IP).
 */
async function startRpcServer(
  rpc: CreateServerOptions['rpc'],
  { ownCounters = false } = {},
): Promise<AirlockServer> {
  const started = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    redisUrl: ownCounters ? undefined : process.env.REDIS_URL,
    chains: [{ ...localChains[0]!, rpcUrl: firstProxy.url }],
    bitcoinNetworks: [],
    indexer: false,
    relay: false,
    frame: false,
    rateLimit: false,
    projects: [{ id: 'shop', allowedOrigins: ['https://shop.example'] }],
    rpc,
  })
  servers.push(started)
  await started.listen()
  return started
}

beforeAll(async () => {
  ;[first, second] = await Promise.all([
    getFreePort().then((port) => startAnvil({ chainId: 31337, port })),
    getFreePort().then((port) => startAnvil({ chainId: 31337, port })),
  ])
  firstProxy = await startCountingProxy(first.rpcUrl)
  secondProxy = await startCountingProxy(second.rpcUrl)
  server = await startRpcServer({
    upstreams: { 31337: [firstProxy.url, secondProxy.url] },
    healthCheckIntervalMs: 0,
    finalityBlocks: 2,
    maxRequestBytes: 8 * 1024,
    maxResponseBytes: 4 * 1024,
    maxBatchSize: 20,
    projectRateLimit: false,
    ipRateLimit: false,
  })
  url = server.url!
}, 180_000)

afterAll(async () => {
  for (const started of servers) await started.close()
  await firstProxy?.close()
  await secondProxy?.close()
  await first?.stop()
  await second?.stop()
})

let nextId = 1
const call = (method: string, params: unknown[] = []) => ({
  jsonrpc: '2.0',
  id: nextId++,
  method,
  params,
})

async function rpc(
  body: unknown,
  {
    base = url,
    query = 'chainId=eip155:31337&projectId=local-dev',
    headers = {},
  }: { base?: string; query?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${base}/v1/?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: JSON.parse(text) as never as Record<string, unknown> & Record<number, never>,
  }
}

const forwarded = () => firstProxy.calls() + secondProxy.calls()

describe('RPC route', { timeout: 90_000 }, () => {
  test('answers a call from the chain', async () => {
    const { status, body } = await rpc(call('eth_getBalance', [devAccounts[0].address, 'latest']))
    expect(status).toBe(200)
    expect(body).toMatchObject({ jsonrpc: '2.0', result: expect.stringMatching(/^0x[0-9a-f]+$/) })
    expect(BigInt(body.result as string)).toBeGreaterThan(parseEther('1000'))
  })

  test('refuses methods off the allowlist without forwarding them', async () => {
    const before = forwarded()
    const refused = [
      call('eth_sendTransaction', [{ from: devAccounts[0].address, to: devAccounts[1].address }]),
      call('eth_sign', [devAccounts[0].address, '0x00']),
      call('eth_signTypedData_v4', [devAccounts[0].address, '{}']),
      call('personal_sign', ['0x00', devAccounts[0].address]),
      call('eth_accounts'),
      call('admin_nodeInfo'),
      call('debug_traceTransaction', ['0x00']),
      call('anvil_setBalance', [devAccounts[5].address, '0x0']),
      call('evm_mine'),
      call('eth_newFilter', [{}]),
    ]
    for (const entry of refused) {
      const { status, body } = await rpc(entry)
      expect(status).toBe(200)
      expect(body).toEqual({
        jsonrpc: '2.0',
        id: entry.id,
        error: { code: -32601, message: 'Requested RPC call is not allowed' },
      })
    }
    expect(forwarded()).toBe(before)
    const { body } = await rpc(call('eth_getBalance', [devAccounts[5].address, 'latest']))
    expect(BigInt(body.result as string)).toBeGreaterThan(0n)
  })

  test('forwards what a transaction preview reads: eth_simulateV1 with traceTransfers, and Otterscan’s contract creator and address search', async () => {
    const [from, to, untouched] = [devAccounts[0].address, devAccounts[1].address, devAccounts[7]]
    const simulated = await rpc(
      call('eth_simulateV1', [
        {
          blockStateCalls: [{ calls: [{ from, to, value: '0xde0b6b3a7640000' }] }],
          traceTransfers: true,
          validation: false,
        },
        'latest',
      ]),
    )
    expect(simulated.status).toBe(200)
    expect(simulated.body).not.toHaveProperty('error')
    const [block] = simulated.body.result as unknown as {
      calls: { status: string; logs: { address: string; topics: string[] }[] }[]
    }[]
    expect(block?.calls[0]?.status).toBe('0x1')
    // traceTransfers: the 1 ETH shows as a transfer from the native-coin address (ERC-7528).
    expect(block?.calls[0]?.logs).toEqual([
      expect.objectContaining({ address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' }),
    ])
    const creator = await rpc(call('ots_getContractCreator', [untouched.address]))
    expect(creator.body).toMatchObject({ result: null })
    expect(creator.body).not.toHaveProperty('error')
    const search = await rpc(call('ots_searchTransactionsAfter', [untouched.address, 0, 2]))
    expect(search.body.result).toMatchObject({ txs: [], receipts: [] })
    expect(firstProxy.calls('eth_simulateV1') + secondProxy.calls('eth_simulateV1')).toBe(1)
    expect(
      firstProxy.calls('ots_searchTransactionsAfter') +
        secondProxy.calls('ots_searchTransactionsAfter'),
    ).toBe(1)
  })

  test('answers eth_chainId and blocks by hash from the cache after the first time', async () => {
    const first = await rpc(call('eth_chainId'))
    expect(first.body.result).toBe('0x7a69')
    const chainIdCalls = forwarded()
    const again = await rpc(call('eth_chainId'))
    expect(again.body).toMatchObject({ id: nextId - 1, result: '0x7a69' })
    expect(forwarded()).toBe(chainIdCalls)

    const latest = await rpc(call('eth_getBlockByNumber', ['latest', false]))
    const hash = (latest.body.result as { hash: string }).hash
    const byHash = await rpc(call('eth_getBlockByHash', [hash, false]))
    const blockCalls =
      firstProxy.calls('eth_getBlockByHash') + secondProxy.calls('eth_getBlockByHash')
    expect((byHash.body.result as { hash: string }).hash).toBe(hash)
    const cached = await rpc(call('eth_getBlockByHash', [hash, false]))
    expect(cached.body.result).toEqual(byHash.body.result)
    expect(firstProxy.calls('eth_getBlockByHash') + secondProxy.calls('eth_getBlockByHash')).toBe(
      blockCalls,
    )
    // Unknown hashes (null) are not kept: the block may arrive later.
    const unknown = `0x${'ab'.repeat(32)}`
    await rpc(call('eth_getBlockByHash', [unknown, false]))
    await rpc(call('eth_getBlockByHash', [unknown, false]))
    expect(firstProxy.calls('eth_getBlockByHash') + secondProxy.calls('eth_getBlockByHash')).toBe(
      blockCalls + 2,
    )
  })

  test('keeps a receipt once its block is final, not before', async () => {
    // Broadcast through the route itself: a signed raw transaction is allowed.
    const wallet = createWalletClient({
      account: privateKeyToAccount(devAccounts[2].privateKey),
      chain: foundry,
      transport: http(`${url}/v1/?chainId=eip155:31337&projectId=local-dev`),
    })
    const hash = await wallet.sendTransaction({
      to: devAccounts[3].address,
      value: parseEther('0.01'),
    })
    // anvil mines the transaction just after answering its hash: wait for the block on the node
    // itself (not through its counting proxy) before asking the route.
    await createPublicClient({
      chain: foundry,
      transport: http(first.rpcUrl),
    }).waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 30_000 })
    const receipts = () =>
      firstProxy.calls('eth_getTransactionReceipt') + secondProxy.calls('eth_getTransactionReceipt')
    const fresh = await rpc(call('eth_getTransactionReceipt', [hash]))
    expect(fresh.body.result).toMatchObject({ transactionHash: hash, status: '0x1' })
    await rpc(call('eth_getTransactionReceipt', [hash]))
    expect(receipts()).toBe(2)

    // Two more blocks on the node that took the transaction make it final (finalityBlocks: 2).
    await fetch(first.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x2'] }),
    })
    await new Promise((resolve) => setTimeout(resolve, 1_100)) // the route's head is read once a second
    await rpc(call('eth_getTransactionReceipt', [hash]))
    expect(receipts()).toBe(3)
    const kept = await rpc(call('eth_getTransactionReceipt', [hash]))
    expect(kept.body.result).toMatchObject({ transactionHash: hash })
    expect(receipts()).toBe(3)
  })

  test('answers a batch entry by entry: allowed, refused, malformed and cached', async () => {
    await rpc(call('eth_chainId'))
    const requestsBefore = firstProxy.requests() + secondProxy.requests()
    const batch = [
      { jsonrpc: '2.0', id: 'a', method: 'eth_blockNumber', params: [] },
      { jsonrpc: '2.0', id: 'b', method: 'eth_sendTransaction', params: [{}] },
      { jsonrpc: '2.0', id: 'c', method: 'eth_chainId', params: [] },
      { id: 'd', method: 'eth_blockNumber' },
      {
        jsonrpc: '2.0',
        id: 7,
        method: 'eth_getBalance',
        params: [devAccounts[0].address, 'latest'],
      },
      { jsonrpc: '2.0', id: 8, method: 'eth_call', params: [{ to: '0x00' }, 'latest'] },
    ]
    const { status, body } = await rpc(batch)
    expect(status).toBe(200)
    const answers = body as unknown as Record<string, unknown>[]
    expect(answers.map((answer) => answer.id)).toEqual(['a', 'b', 'c', 'd', 7, 8])
    expect(answers[0]).toMatchObject({ result: expect.stringMatching(/^0x/) })
    expect(answers[1]).toMatchObject({
      error: { code: -32601, message: 'Requested RPC call is not allowed' },
    })
    expect(answers[2]).toMatchObject({ result: '0x7a69' })
    expect(answers[3]).toMatchObject({ error: { code: -32600, message: 'Invalid request' } })
    expect(answers[4]).toMatchObject({ result: expect.stringMatching(/^0x/) })
    // The node's own error for a bad call is passed on for that entry only.
    expect(answers[5]).toMatchObject({ error: { code: expect.any(Number) } })
    // The three entries still to answer went to the node as one batch.
    expect(firstProxy.requests() + secondProxy.requests()).toBe(requestsBefore + 1)

    const empty = await rpc([])
    expect(empty.body).toMatchObject({ id: null, error: { code: -32600 } })
  })

  test('refuses oversized requests, batches and answers with 413', async () => {
    const big = call('eth_call', [
      { to: devAccounts[1].address, data: `0x${'00'.repeat(8 * 1024)}` },
      'latest',
    ])
    const tooBig = await rpc(big)
    expect(tooBig.status).toBe(413)
    expect(tooBig.body).toMatchObject({
      code: 'BODY_TOO_LARGE',
      message: 'Request body is too large (limit 8192 bytes)',
    })

    const longBatch = await rpc(Array.from({ length: 21 }, () => call('eth_blockNumber')))
    expect(longBatch.status).toBe(413)
    expect(longBatch.body).toMatchObject({ code: 'BATCH_TOO_LARGE' })

    // Ten full blocks are far over the 4 KiB answer limit.
    const blocks = Array.from({ length: 10 }, () => call('eth_getBlockByNumber', ['latest', true]))
    const tooLong = await rpc(blocks)
    expect(tooLong.status).toBe(413)
    expect(tooLong.body).toMatchObject({ code: 'RESPONSE_TOO_LARGE' })
  })

  test('checks the project, the origin and the chain like the other routes', async () => {
    const noProject = await rpc(call('eth_chainId'), { query: 'chainId=eip155:31337' })
    expect(noProject.status).toBe(401)
    expect(noProject.body).toMatchObject({ message: 'Unauthorized: invalid key' })
    const badOrigin = await rpc(call('eth_chainId'), {
      query: 'chainId=eip155:31337&projectId=shop',
      headers: { origin: 'https://evil.example' },
    })
    expect(badOrigin.status).toBe(403)
    expect(badOrigin.body).toMatchObject({ message: 'Unauthorized: origin not allowed' })
    const goodOrigin = await rpc(call('eth_chainId'), {
      query: 'chainId=eip155:31337&projectId=shop',
      headers: { origin: 'https://shop.example' },
    })
    expect(goodOrigin.body).toMatchObject({ result: '0x7a69' })
    const unknownChain = await rpc(call('eth_chainId'), {
      query: 'chainId=eip155:1&projectId=local-dev',
    })
    expect(unknownChain.status).toBe(400)
    expect(unknownChain.body).toMatchObject({
      code: 'UNSUPPORTED_NETWORK',
      message: 'Unsupported chain',
    })
  })

  test('limits requests per project and per IP, with Retry-After', async () => {
    const limited = await startRpcServer({
      upstreams: { 31337: [secondProxy.url] },
      healthCheckIntervalMs: 0,
      projectRateLimit: { max: 3, windowMs: 60_000 },
      ipRateLimit: { max: 5, windowMs: 60_000 },
    })
    const base = limited.url!
    const statuses = async (projectId: string, count: number) => {
      const seen: number[] = []
      for (let index = 0; index < count; index++) {
        const answer = await rpc(call('eth_blockNumber'), {
          base,
          query: `chainId=eip155:31337&projectId=${projectId}`,
          headers: projectId === 'shop' ? { origin: 'https://shop.example' } : {},
        })
        seen.push(answer.status)
        if (answer.status === 429) {
          expect(answer.body).toMatchObject({ code: 'RATE_LIMITED' })
          expect(Number(answer.retryAfter)).toBeGreaterThan(0)
        }
      }
      return seen
    }
    // The project's 3 per minute run out first; another project still has room…
    expect(await statuses('local-dev', 4)).toEqual([200, 200, 200, 429])
    // …until this IP's 5 per minute (4 counted above, the refused one included) run out.
    expect(await statuses('shop', 2)).toEqual([200, 429])
  })

  test('F8: a batch of 100 eth_blockNumber costs 100 against an IP limit of 5 per minute', async () => {
    const limited = await startRpcServer(
      {
        upstreams: { 31337: [firstProxy.url] },
        healthCheckIntervalMs: 0,
        projectRateLimit: false,
        ipRateLimit: { max: 5, windowMs: 60_000 },
      },
      { ownCounters: true },
    )
    const before = firstProxy.calls()
    const batch = await rpc(
      Array.from({ length: 100 }, () => call('eth_blockNumber')),
      { base: limited.url! },
    )
    expect(batch.status).toBe(429)
    expect(batch.body).toMatchObject({ code: 'RATE_LIMITED' })
    expect(firstProxy.calls() - before).toBeLessThanOrEqual(5)
    // The five calls the window allows are still there, one batch entry each.
    const five = await rpc(
      Array.from({ length: 5 }, () => call('eth_blockNumber')),
      { base: limited.url! },
    )
    expect(five.status).toBe(200)
    expect(firstProxy.calls() - before).toBe(5)
    expect((await rpc(call('eth_blockNumber'), { base: limited.url! })).status).toBe(429)
  })

  test('F8: a heavy call that times out on one node is not sent to the next; a light one is', async () => {
    const slow = await startScriptedUpstream('hang')
    const fast = await startScriptedUpstream('answer')
    try {
      const timing = await startRpcServer({
        upstreams: { 31337: [slow.url, fast.url] },
        healthCheckIntervalMs: 0,
        timeoutMs: 300,
        projectRateLimit: false,
        ipRateLimit: false,
      })
      const heavy = await rpc(call('eth_call', [{ to: devAccounts[1].address }, 'latest']), {
        base: timing.url!,
      })
      expect(heavy.status).toBe(503)
      expect(heavy.body).toMatchObject({ code: 'RPC_TIMEOUT' })
      expect(slow.hits()).toBe(1)
      expect(fast.hits()).toBe(0)
      const logs = await rpc(call('eth_getLogs', [{ fromBlock: '0x1', toBlock: '0x2' }]), {
        base: timing.url!,
      })
      expect(logs.status).toBe(503)
      expect(slow.hits()).toBe(2)
      expect(fast.hits()).toBe(0)
      // A cheap read that times out still moves on to the next node.
      const light = await rpc(call('eth_blockNumber'), { base: timing.url! })
      expect(light.status).toBe(200)
      expect(light.body.result).toBe('0x1')
      expect(slow.hits()).toBe(3)
      expect(fast.hits()).toBe(1)
    } finally {
      await slow.close()
      await fast.close()
    }
  })

  test('F8: eth_getLogs over more blocks than the limit is refused before it reaches a node', async () => {
    const bounded = await startRpcServer({
      upstreams: { 31337: [firstProxy.url] },
      healthCheckIntervalMs: 0,
      maxLogsBlockRange: 100,
      projectRateLimit: false,
      ipRateLimit: false,
    })
    const before = firstProxy.calls('eth_getLogs')
    const refused = await rpc(
      [
        call('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x3e8' }]),
        call('eth_getLogs', [
          { fromBlock: '0x64', toBlock: '0x2710', address: devAccounts[0].address },
        ]),
      ],
      { base: bounded.url! },
    )
    expect(refused.status).toBe(200)
    for (const answer of refused.body as unknown as Record<string, unknown>[]) {
      expect(answer).toMatchObject({
        error: { code: -32005, message: 'eth_getLogs block range is too large (limit 100 blocks)' },
      })
    }
    expect(firstProxy.calls('eth_getLogs')).toBe(before)
    // Within the limit, and from the first block to the (young) chain's head, it goes through.
    const within = await rpc(call('eth_getLogs', [{ fromBlock: '0x0', toBlock: '0x63' }]), {
      base: bounded.url!,
    })
    expect(within.body.result).toEqual(expect.any(Array))
    const toHead = await rpc(call('eth_getLogs', [{ fromBlock: 'earliest', toBlock: 'latest' }]), {
      base: bounded.url!,
    })
    expect(toHead.body.result).toEqual(expect.any(Array))
    expect(firstProxy.calls('eth_getLogs')).toBe(before + 2)
  })

  test('fails over to the second node when the first dies, and says 503 when none answers', async () => {
    const before = secondProxy.calls('eth_blockNumber')
    process.kill(first.pid, 'SIGKILL')
    const { status, body } = await rpc(call('eth_blockNumber'))
    expect(status).toBe(200)
    expect(body.result).toMatch(/^0x/)
    expect(secondProxy.calls('eth_blockNumber')).toBe(before + 1)
    const pool = server.rpcPools.get('eip155:31337')!
    expect(pool.status().map((node) => node.healthy)).toEqual([false, true])
    // The dead node is not tried first any more.
    const firstRequests = firstProxy.requests()
    await rpc(call('eth_gasPrice'))
    expect(firstProxy.requests()).toBe(firstRequests)

    await second.stop()
    const down = await rpc(call('eth_blockNumber'))
    expect(down.status).toBe(503)
    expect(down.body).toMatchObject({ code: 'RPC_UNAVAILABLE' })
  })
})

/**
 * A JSON-RPC node on a loopback port that either never answers (`hang`) or answers every call
 * with `0x1`, counting the requests it gets.
 */
async function startScriptedUpstream(mode: 'hang' | 'answer') {
  let hits = 0
  const server: Server = createHttpServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      hits += 1
      if (mode === 'hang') return
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as
        | { id: number }
        | { id: number }[]
      const answer = (entry: { id: number }) => ({ jsonrpc: '2.0', id: entry.id, result: '0x1' })
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: () => hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
