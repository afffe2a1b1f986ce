import { bitcoinRegtest } from '@airlock/testing'
import { getFreePort, type RegtestNode, startRegtest } from '@airlock/testing/devnet'
import {
  type SolanaChain,
  solanaDevAccounts,
  solanaLocalChainReference,
  solanaLocalGenesisHash,
  startSolanaChain,
} from '@airlock/testing/solana'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { localSolanaNetworks } from '../config/localSolanaNetworks.js'
import { type AirlockServer, createServer } from '../createServer.js'
import { type CountingProxy, startCountingProxy } from '../test/startCountingProxy.js'

// The RPC route beyond eip155: a real LiteSVM-backed Solana RPC and a real regtest node, each
// behind a counting proxy so the tests see which calls reach the node.
const solanaId = `solana:${solanaLocalChainReference}` as const
const bitcoinId = bitcoinRegtest.caipNetworkId
// A Solana network whose configured node is on another chain: its health check must say so.
const strayId = 'solana:StrayStrayStrayStrayStrayStray11' as const

let chain: SolanaChain
let node: RegtestNode
let solanaProxy: CountingProxy
let bitcoinProxy: CountingProxy
let server: AirlockServer
let url: string

beforeAll(async () => {
  ;[chain, node] = await Promise.all([
    getFreePort().then((port) => startSolanaChain({ port })),
    getFreePort().then((rpcPort) => startRegtest({ rpcPort })),
  ])
  solanaProxy = await startCountingProxy(chain.rpcUrl)
  bitcoinProxy = await startCountingProxy(node.rpcUrl)
  const local = localSolanaNetworks[0]!
  server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    indexer: false,
    relay: false,
    frame: false,
    rateLimit: false,
    chains: [],
    solanaNetworks: [
      { ...local, caipNetworkId: solanaId, rpcUrl: solanaProxy.url },
      { ...local, caipNetworkId: strayId, rpcUrl: chain.rpcUrl },
    ],
    bitcoinNetworks: [
      {
        caipNetworkId: bitcoinId,
        name: 'Bitcoin Regtest',
        addressFormat: 'regtest',
        // The node's credentials stay on the server: the route sends them, the page never has them.
        source: {
          type: 'core',
          rpcUrl: bitcoinProxy.url,
          rpcUser: node.rpcUser,
          rpcPassword: node.rpcPassword,
        },
      },
    ],
    rpc: { healthCheckIntervalMs: 0, projectRateLimit: false, ipRateLimit: false },
  })
  url = await server.listen()
}, 120_000)

afterAll(async () => {
  await server?.close()
  await solanaProxy?.close()
  await bitcoinProxy?.close()
  await chain?.close()
  await node?.stop()
})

let nextId = 1
const call = (method: string, params: unknown[] = []) => ({
  jsonrpc: '2.0',
  id: nextId++,
  method,
  params,
})

async function rpc(chainId: string, body: unknown) {
  const response = await fetch(`${url}/v1/?chainId=${chainId}&projectId=local-dev`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as RpcAnswer & RpcAnswer[] }
}

type RpcAnswer = {
  jsonrpc: string
  id: number
  result?: { value?: unknown } & unknown
  error?: { code: number; message: string }
}

const notAllowed = { code: -32601, message: 'Requested RPC call is not allowed' }

describe('RPC route on Solana and Bitcoin nodes', { timeout: 90_000 }, () => {
  test('Solana: reads reach the node; the genesis hash is kept after the first time', async () => {
    const holder = solanaDevAccounts.wallet.address
    const balance = await rpc(solanaId, call('getBalance', [holder]))
    expect(balance.status).toBe(200)
    expect(balance.body.result?.value).toBe(Number(chain.getBalance(holder)))

    expect((await rpc(solanaId, call('getGenesisHash'))).body.result).toBe(solanaLocalGenesisHash)
    const reached = solanaProxy.calls('getGenesisHash')
    const again = await rpc(solanaId, call('getGenesisHash'))
    expect(again.body.result).toBe(solanaLocalGenesisHash)
    expect(solanaProxy.calls('getGenesisHash')).toBe(reached)
  })

  test('Solana: airdrops and program scans are refused without reaching the node', async () => {
    const before = solanaProxy.calls()
    const holder = solanaDevAccounts.receiver.address
    for (const entry of [
      call('requestAirdrop', [holder, 1_000_000_000]),
      call('getProgramAccounts', ['TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA']),
    ]) {
      const { status, body } = await rpc(solanaId, entry)
      expect(status).toBe(200)
      expect(body).toEqual({ jsonrpc: '2.0', id: entry.id, error: notAllowed })
    }
    expect(solanaProxy.calls()).toBe(before)
  })

  test('Bitcoin: calls go with the server-side credentials and come back as JSON-RPC 2.0', async () => {
    const height = await node.rpc<number>('getblockcount')
    const { status, body } = await rpc(bitcoinId, call('getblockcount'))
    expect(status).toBe(200)
    expect(body).toEqual({ jsonrpc: '2.0', id: expect.any(Number), result: height })
    expect(bitcoinProxy.calls('getblockcount')).toBeGreaterThan(0)
  })

  test('Bitcoin: a node error is the caller’s answer, not a dead node', async () => {
    const failed = await rpc(bitcoinId, call('getblockhash', [1_000_000]))
    expect(failed.status).toBe(200)
    expect(failed.body.error).toMatchObject({ code: -8 })
    expect(failed.body).not.toHaveProperty('result')
    expect(server.rpcPools.get(bitcoinId)?.status()).toEqual([
      expect.objectContaining({ healthy: true, failures: 0 }),
    ])

    const batch = await rpc(bitcoinId, [call('getbestblockhash'), call('getblockhash', [-1])])
    expect(batch.body).toHaveLength(2)
    expect(batch.body[0]?.result).toBe(await node.rpc('getbestblockhash'))
    expect(batch.body[1]?.error).toMatchObject({ code: expect.any(Number) })
  })

  test('Bitcoin: the node’s wallet, mining and control are refused without reaching it', async () => {
    const before = bitcoinProxy.calls()
    for (const entry of [
      call('stop'),
      call('generatetoaddress', [1, 'bcrt1qxyz']),
      call('getnewaddress'),
      call('dumpprivkey', ['bcrt1qxyz']),
      call('scantxoutset', ['start', []]),
      call('addnode', ['127.0.0.1:1', 'add']),
    ]) {
      expect((await rpc(bitcoinId, entry)).body).toEqual({
        jsonrpc: '2.0',
        id: entry.id,
        error: notAllowed,
      })
    }
    expect(bitcoinProxy.calls()).toBe(before)
  })

  test('/ready counts each pool’s healthy nodes; a node on another chain is not healthy', async () => {
    await Promise.all([...server.rpcPools.values()].map((pool) => pool.checkHealth()))
    const response = await fetch(`${url}/ready`)
    const ready = (await response.json()) as { rpc: Record<string, unknown> }
    expect(response.status).toBe(200)
    expect(ready.rpc).toEqual({
      [solanaId]: { upstreams: 1, healthy: 1 },
      [strayId]: { upstreams: 1, healthy: 0 },
      [bitcoinId]: { upstreams: 1, healthy: 1 },
    })
    expect(JSON.stringify(ready)).not.toContain(node.rpcPassword)
  })
})
