import { toSimpleSmartAccount } from '@airlock/frame/custody'
import {
  type AnvilInstance,
  type BundlerInstance,
  deployAccountAbstraction,
  devnetAccountAbstraction,
  getFreePort,
  startAnvil,
  startBundler,
} from '@airlock/testing/devnet'
import { createPublicClient, http, parseEther, toHex } from 'viem'
import { createBundlerClient, entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AirlockServer, createServer } from '../createServer.js'

// The bundler path end to end with real parts: an anvil chain with the EntryPoint 0.8 and the
// SimpleAccountFactory, Pimlico's Alto bundling for it, and the server's frame origin relaying
// the frame's calls to it. A user operation of a fresh smart account (deployed by that very
// operation) is accepted, bundled into a handleOps transaction and mined.
const chainId = 31337
let anvil: AnvilInstance
let bundler: BundlerInstance
let server: AirlockServer
let frameOrigin: string

beforeAll(async () => {
  const [anvilPort, bundlerPort, framePort] = [
    await getFreePort(),
    await getFreePort(),
    await getFreePort(),
  ]
  anvil = await startAnvil({ chainId, port: anvilPort })
  await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl })
  bundler = await startBundler({ rpcUrl: anvil.rpcUrl, port: bundlerPort })
  frameOrigin = `http://127.0.0.1:${framePort}`
  server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    indexer: false,
    relay: false,
    rpc: false,
    rateLimit: false,
    projects: [{ id: 'shop', allowedOrigins: ['https://shop.example'] }],
    frame: { port: framePort, publicOrigin: frameOrigin, bundlers: { [chainId]: bundler.url } },
  })
  await server.listen()
}, 120_000)

afterAll(async () => {
  await server?.close()
  await bundler?.stop()
  await anvil?.stop()
})

const bundlerUrl = (query: string) => `${frameOrigin}/v1/frame/bundler${query}`

describe('bundler route', () => {
  test('lists the chains with a bundler', async () => {
    const response = await fetch(`${frameOrigin}/v1/frame/bundler/chains?projectId=shop`)
    expect(await response.json()).toEqual({ chainIds: [chainId] })
  })

  test('a user operation is accepted and mined, deploying the smart account', async () => {
    const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toSimpleSmartAccount({ client, owner })
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [account.address, toHex(parseEther('1'))] as never,
    })
    const bundlerClient = createBundlerClient({
      account,
      client,
      transport: http(bundlerUrl(`?chainId=${chainId}&projectId=shop`)),
    })
    expect(await bundlerClient.getSupportedEntryPoints()).toEqual([entryPoint08Address])
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const hash = await bundlerClient.sendUserOperation({
      calls: [{ to: recipient, value: parseEther('0.1') }],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({
      hash,
      pollingInterval: 100,
      timeout: 60_000,
    })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    expect(receipt.receipt.to?.toLowerCase()).toBe(
      devnetAccountAbstraction.entryPoint.toLowerCase(),
    )
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.1'))
    expect(await client.getCode({ address: account.address })).not.toBeUndefined()
    expect(await client.getBalance({ address: account.address })).toBeLessThan(parseEther('0.9'))
  }, 90_000)

  test('refuses methods other than the bundler calls, chains without a bundler and no project', async () => {
    const call = (url: string, method: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params: [] }),
      })
    const refused = await call(bundlerUrl(`?chainId=${chainId}&projectId=shop`), 'eth_accounts')
    expect(await refused.json()).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: { code: -32601, message: 'Method not allowed' },
    })
    const otherChain = await call(bundlerUrl('?chainId=1&projectId=shop'), 'eth_chainId')
    expect(otherChain.status).toBe(400)
    const noProject = await call(bundlerUrl(`?chainId=${chainId}`), 'eth_chainId')
    expect(noProject.status).toBe(401)
  })
})
