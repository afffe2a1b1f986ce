import {
  createBlockchainApiClient,
  startEmailLogin,
  verifyEmailCode,
} from '@airlock/blockchain-api'
import { toSimpleSmartAccount } from '@airlock/frame/custody'
import { getSmartAccountCallsStatus, submitSmartAccountCalls } from '@airlock/frame/site'
import {
  type AnvilInstance,
  type BundlerInstance,
  deployAccountAbstraction,
  deployDevPaymaster,
  devnetAccountAbstraction,
  devPaymasterSignerKey,
  getFreePort,
  startAnvil,
  startBundler,
} from '@airlock/testing/devnet'
import { type MailSink, startMailSink } from '@airlock/testing/mail'
import { type Address, createPublicClient, type Hex, http, parseEther, toHex } from 'viem'
import { createBundlerClient, entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type AirlockServer, createServer } from '../createServer.js'

// The bundler path end to end with real parts: an anvil chain with the EntryPoint 0.8 and the
// SimpleAccountFactory, Pimlico's Alto bundling for it, and the server's frame origin relaying
// the frame's calls to it. A user operation of a fresh smart account (deployed by that very
// operation) is accepted, bundled into a handleOps transaction and mined. Calls batched in one
// operation (EIP-5792's wallet_sendCalls of the embedded wallet), and operations whose gas the
// chain's verifying paymaster pays after the server signed for a logged-in frame session.
const chainId = 31337
let anvil: AnvilInstance
let bundler: BundlerInstance
let server: AirlockServer
let frameOrigin: string
let sink: MailSink
let paymaster: Address

beforeAll(async () => {
  const [anvilPort, bundlerPort, framePort] = [
    await getFreePort(),
    await getFreePort(),
    await getFreePort(),
  ]
  anvil = await startAnvil({ chainId, port: anvilPort })
  await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl })
  ;[bundler, paymaster, sink] = await Promise.all([
    startBundler({ rpcUrl: anvil.rpcUrl, port: bundlerPort }),
    deployDevPaymaster({ rpcUrl: anvil.rpcUrl }),
    startMailSink(),
  ])
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
    frame: {
      port: framePort,
      publicOrigin: frameOrigin,
      bundlers: { [chainId]: bundler.url },
      paymasters: { [chainId]: { address: paymaster, signerKey: devPaymasterSignerKey } },
      smtp: { ...sink.smtp, from: 'Airlock <login@airlock.test>' },
    },
  })
  await server.listen()
}, 120_000)

afterAll(async () => {
  await server?.close()
  await sink?.stop()
  await bundler?.stop()
  await anvil?.stop()
})

const bundlerUrl = (query: string) => `${frameOrigin}/v1/frame/bundler${query}`

describe('bundler route', () => {
  test('lists the chains with a bundler, and those with a paymaster', async () => {
    const response = await fetch(`${frameOrigin}/v1/frame/bundler/chains?projectId=shop`)
    expect(await response.json()).toEqual({ chainIds: [chainId], sponsoredChainIds: [chainId] })
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

/** A fresh smart account of a fresh key, holding `balance`. */
async function fundedAccount(balance: bigint) {
  const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await toSimpleSmartAccount({ client, owner })
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [account.address, toHex(balance)] as never,
  })
  return { client, account }
}

/** A frame session of a new email login (the code read from the sink). */
async function frameSessionToken(): Promise<string> {
  const client = createBlockchainApiClient({
    baseUrl: frameOrigin,
    projectId: 'shop',
    retryCount: 0,
  })
  const email = `sponsor-${crypto.randomUUID()}@example.com`
  const deviceId = `device-${crypto.randomUUID()}`
  await startEmailLogin(client, { email, origin: 'https://shop.example', deviceId })
  const mail = await sink.waitForMessage(email)
  const session = await verifyEmailCode(client, {
    email,
    code: mail.code ?? '',
    origin: 'https://shop.example',
    deviceId,
  })
  return session.token
}

async function confirmedStatus(id: Hex) {
  const bundlerUrlOfChain = bundlerUrl(`?chainId=${chainId}&projectId=shop`)
  for (;;) {
    const status = await getSmartAccountCallsStatus({ bundlerUrl: bundlerUrlOfChain, chainId, id })
    if (status.status !== 100) return status
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('batched calls (wallet_sendCalls)', () => {
  test('calls go as one user operation: pending, then confirmed with one receipt', async () => {
    const { client, account } = await fundedAccount(parseEther('1'))
    const [first, second] = [generatePrivateKey(), generatePrivateKey()].map(
      (key) => privateKeyToAccount(key).address,
    )
    const unknown = await getSmartAccountCallsStatus({
      bundlerUrl: bundlerUrl(`?chainId=${chainId}&projectId=shop`),
      chainId,
      id: toHex(1, { size: 32 }),
    })
    expect(unknown).toMatchObject({ status: 100, atomic: true, chainId: '0x7a69' })
    const fees: { fee: bigint; sponsored: boolean }[] = []
    const id = await submitSmartAccountCalls({
      account,
      rpcUrl: anvil.rpcUrl,
      bundlerUrl: bundlerUrl(`?chainId=${chainId}&projectId=shop`),
      calls: [
        { to: first as Address, value: parseEther('0.1'), data: '0x' },
        { to: second as Address, value: parseEther('0.2'), data: '0x' },
      ],
      approve: async (fee) => void fees.push(fee),
    })
    expect(fees).toHaveLength(1)
    expect(fees[0]?.sponsored).toBe(false)
    expect(fees[0]?.fee).toBeGreaterThan(0n)
    const status = await confirmedStatus(id)
    expect(status).toMatchObject({ version: '2.0.0', id, status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    const [receipt] = status.receipts ?? []
    const mined = await client.getTransactionReceipt({ hash: receipt?.transactionHash as Hex })
    expect(mined.status).toBe('success')
    expect(await client.getBalance({ address: first as Address })).toBe(parseEther('0.1'))
    expect(await client.getBalance({ address: second as Address })).toBe(parseEther('0.2'))
  }, 90_000)

  test('a refused approval sends nothing', async () => {
    const { client, account } = await fundedAccount(parseEther('1'))
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    await expect(
      submitSmartAccountCalls({
        account,
        rpcUrl: anvil.rpcUrl,
        bundlerUrl: bundlerUrl(`?chainId=${chainId}&projectId=shop`),
        calls: [{ to: recipient, value: parseEther('0.1'), data: '0x' }],
        approve: async () => {
          throw new Error('rejected')
        },
      }),
    ).rejects.toThrow('rejected')
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    expect(await client.getBalance({ address: account.address })).toBe(parseEther('1'))
  }, 60_000)
})

describe('paymaster route (ERC-7677)', () => {
  const paymasterUrl = `/v1/frame/paymaster?chainId=${chainId}&projectId=shop`

  test('a sponsored user operation is mined with the account’s ETH balance unchanged', async () => {
    const { client, account } = await fundedAccount(parseEther('0.5'))
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const depositBefore = await client.readContract({
      address: devnetAccountAbstraction.entryPoint,
      abi: [
        {
          type: 'function',
          name: 'balanceOf',
          stateMutability: 'view',
          inputs: [{ type: 'address' }],
          outputs: [{ type: 'uint256' }],
        },
      ],
      functionName: 'balanceOf',
      args: [paymaster],
    })
    const fees: { fee: bigint; sponsored: boolean }[] = []
    const id = await submitSmartAccountCalls({
      account,
      rpcUrl: anvil.rpcUrl,
      bundlerUrl: bundlerUrl(`?chainId=${chainId}&projectId=shop`),
      paymaster: { url: `${frameOrigin}${paymasterUrl}`, token: await frameSessionToken() },
      calls: [{ to: recipient, value: parseEther('0.1'), data: '0x' }],
      approve: async (fee) => void fees.push(fee),
    })
    expect(fees[0]?.sponsored).toBe(true)
    expect((await confirmedStatus(id)).status).toBe(200)
    expect(await client.getCode({ address: account.address })).not.toBeUndefined()
    expect(await client.getBalance({ address: recipient })).toBe(parseEther('0.1'))
    // Exactly what it sent: the deployment and the gas were the paymaster's.
    expect(await client.getBalance({ address: account.address })).toBe(parseEther('0.4'))
    const depositAfter = await client.readContract({
      address: devnetAccountAbstraction.entryPoint,
      abi: [
        {
          type: 'function',
          name: 'balanceOf',
          stateMutability: 'view',
          inputs: [{ type: 'address' }],
          outputs: [{ type: 'uint256' }],
        },
      ],
      functionName: 'balanceOf',
      args: [paymaster],
    })
    expect(depositAfter).toBeLessThan(depositBefore)
  }, 90_000)

  test('sponsors only a live frame session, known methods and a chain with a paymaster', async () => {
    const call = (path: string, method: string, token?: string) =>
      fetch(`${frameOrigin}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] }),
      })
    expect((await call(paymasterUrl, 'pm_getPaymasterStubData')).status).toBe(401)
    expect((await call(paymasterUrl, 'pm_getPaymasterData', 'A'.repeat(43))).status).toBe(401)
    const token = await frameSessionToken()
    expect(await (await call(paymasterUrl, 'eth_sendUserOperation', token)).json()).toMatchObject({
      error: { code: -32601 },
    })
    expect(await (await call(paymasterUrl, 'pm_getPaymasterData', token)).json()).toMatchObject({
      error: { code: -32602 },
    })
    const otherChain = await call(
      '/v1/frame/paymaster?chainId=1&projectId=shop',
      'pm_getPaymasterData',
      token,
    )
    expect(otherChain.status).toBe(400)
  }, 60_000)
})
