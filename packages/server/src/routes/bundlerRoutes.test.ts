import {
  createBlockchainApiClient,
  createFrameWallet,
  startEmailLogin,
  verifyEmailCode,
} from '@airlock/blockchain-api'
import {
  eip7702DelegateAddress,
  toEip7702SmartAccount,
  toSimpleSmartAccount,
} from '@airlock/frame/custody'
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
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  numberToHex,
  parseEther,
  parseGwei,
  toHex,
} from 'viem'
import { createBundlerClient, entryPoint08Address } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { localChains } from '../config/localChains.js'
import { type AirlockServer, createServer } from '../createServer.js'

// The bundler path end to end with real parts: an anvil chain with the EntryPoint 0.8 and the
// SimpleAccountFactory, Pimlico's Alto bundling for it, and the server's frame origin relaying
// the frame's calls to it. A user operation of a fresh smart account (deployed by that very
// operation) is accepted, bundled into a handleOps transaction and mined. Calls batched in one
// operation (EIP-5792's wallet_sendCalls of the embedded wallet), and operations whose gas the
// chain's verifying paymaster pays after the server signed for a logged-in frame session, for
// that session's own smart account only, within gas and fee caps and a daily budget.
const chainId = 31337
const dailyOperations = 3
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
    // The paymaster reads the chain (the session's smart account, current fees) through its RPC.
    chains: [{ ...localChains[0]!, rpcUrl: anvil.rpcUrl }],
    frame: {
      port: framePort,
      publicOrigin: frameOrigin,
      codeSecret: 'a-code-secret-of-the-test-suite',
      bundlers: { [chainId]: bundler.url },
      paymasters: {
        [chainId]: { address: paymaster, signerKey: devPaymasterSignerKey, dailyOperations },
      },
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
const chainBundlerUrl = () => bundlerUrl(`?chainId=${chainId}&projectId=shop`)
/** A transport to the bundler route with a frame session. */
const bundlerTransport = (token: string) =>
  http(chainBundlerUrl(), { fetchOptions: { headers: { authorization: `Bearer ${token}` } } })

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
      transport: bundlerTransport(await sessionToken()),
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

  test('F15: the bundler route relays nothing without a frame session', async () => {
    const call = (token?: string) =>
      fetch(chainBundlerUrl(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_supportedEntryPoints' }),
      })
    const anonymous = await call()
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ code: 'SESSION_INVALID' })
    expect((await call('A'.repeat(43))).status).toBe(401)
    const answered = await call(await sessionToken())
    expect(await answered.json()).toMatchObject({ result: [entryPoint08Address] })
  })

  test('refuses methods other than the bundler calls, chains without a bundler and no project', async () => {
    const token = await sessionToken()
    const call = (url: string, method: string) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params: [] }),
      })
    const refused = await call(chainBundlerUrl(), 'eth_accounts')
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

/**
 * A frame session whose user has a wallet (its key `owner`), and that wallet's smart account
 * holding `balance`: the account the paymaster sponsors for this session.
 */
async function walletSession(balance = parseEther('1')) {
  const token = await frameSessionToken()
  const owner = privateKeyToAccount(generatePrivateKey())
  await createFrameWallet(
    createBlockchainApiClient({ baseUrl: frameOrigin, projectId: 'shop', retryCount: 0 }),
    { token, address: owner.address, recoveryShare: 'cmVjb3Zlcnk', sealedRecoveryShare: 'sealed' },
  )
  const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
  const account = await toSimpleSmartAccount({ client, owner })
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [account.address, toHex(balance)] as never,
  })
  return { token, client, account }
}

/** One frame session (without a wallet) for every test that needs any session. */
let shared: Promise<string> | undefined
const sessionToken = () => {
  shared ??= frameSessionToken()
  return shared
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

async function confirmedStatus(id: Hex, bundlerToken: string) {
  for (;;) {
    const status = await getSmartAccountCallsStatus({
      bundlerUrl: chainBundlerUrl(),
      bundlerToken,
      chainId,
      id,
    })
    if (status.status !== 100) return status
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('batched calls (wallet_sendCalls)', () => {
  test('calls go as one user operation: pending, then confirmed with one receipt', async () => {
    const { client, account } = await fundedAccount(parseEther('1'))
    const bundlerToken = await sessionToken()
    const [first, second] = [generatePrivateKey(), generatePrivateKey()].map(
      (key) => privateKeyToAccount(key).address,
    )
    const unknown = await getSmartAccountCallsStatus({
      bundlerUrl: chainBundlerUrl(),
      bundlerToken,
      chainId,
      id: toHex(1, { size: 32 }),
    })
    expect(unknown).toMatchObject({ status: 100, atomic: true, chainId: '0x7a69' })
    const fees: { fee: bigint; sponsored: boolean }[] = []
    const id = await submitSmartAccountCalls({
      account,
      rpcUrl: anvil.rpcUrl,
      bundlerUrl: chainBundlerUrl(),
      bundlerToken,
      calls: [
        { to: first as Address, value: parseEther('0.1'), data: '0x' },
        { to: second as Address, value: parseEther('0.2'), data: '0x' },
      ],
      approve: async (fee) => void fees.push(fee),
    })
    expect(fees).toHaveLength(1)
    expect(fees[0]?.sponsored).toBe(false)
    expect(fees[0]?.fee).toBeGreaterThan(0n)
    const status = await confirmedStatus(id, bundlerToken)
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
        bundlerUrl: chainBundlerUrl(),
        bundlerToken: await sessionToken(),
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
    const { token, client, account } = await walletSession(parseEther('0.5'))
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
      bundlerUrl: chainBundlerUrl(),
      bundlerToken: token,
      paymaster: { url: `${frameOrigin}${paymasterUrl}`, token },
      calls: [{ to: recipient, value: parseEther('0.1'), data: '0x' }],
      approve: async (fee) => void fees.push(fee),
    })
    expect(fees[0]?.sponsored).toBe(true)
    expect((await confirmedStatus(id, token)).status).toBe(200)
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

  test('EIP-7702: the session wallet’s own EOA, delegated to Simple7702Account, sends two calls as one sponsored user operation at its own address, its ETH balance unchanged but for what it sent', async () => {
    const token = await frameSessionToken()
    const owner = privateKeyToAccount(generatePrivateKey())
    await createFrameWallet(
      createBlockchainApiClient({ baseUrl: frameOrigin, projectId: 'shop', retryCount: 0 }),
      {
        token,
        address: owner.address,
        recoveryShare: 'cmVjb3Zlcnk',
        sealedRecoveryShare: 'sealed',
      },
    )
    const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [owner.address, toHex(parseEther('1'))] as never,
    })
    const wallet = createWalletClient({
      account: owner,
      chain: foundry,
      transport: http(anvil.rpcUrl),
    })
    const hash = await wallet.sendTransaction({
      to: owner.address,
      authorizationList: [
        await wallet.signAuthorization({
          contractAddress: eip7702DelegateAddress,
          executor: 'self',
        }),
      ],
    })
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe(
      'success',
    )
    const before = await client.getBalance({ address: owner.address })
    const account = await toEip7702SmartAccount({ client, owner })
    expect(account.address).toBe(owner.address)
    const [first, second] = [generatePrivateKey(), generatePrivateKey()].map(
      (key) => privateKeyToAccount(key).address,
    )
    const fees: { fee: bigint; sponsored: boolean }[] = []
    const id = await submitSmartAccountCalls({
      account,
      rpcUrl: anvil.rpcUrl,
      bundlerUrl: chainBundlerUrl(),
      bundlerToken: token,
      paymaster: { url: `${frameOrigin}${paymasterUrl}`, token },
      calls: [
        { to: first as Address, value: parseEther('0.1'), data: '0x' },
        { to: second as Address, value: parseEther('0.2'), data: '0x' },
      ],
      approve: async (fee) => void fees.push(fee),
    })
    expect(fees[0]?.sponsored).toBe(true)
    const status = await confirmedStatus(id, token)
    expect(status).toMatchObject({ status: 200, atomic: true })
    expect(status.receipts).toHaveLength(1)
    expect(await client.getBalance({ address: first as Address })).toBe(parseEther('0.1'))
    expect(await client.getBalance({ address: second as Address })).toBe(parseEther('0.2'))
    // No gas: exactly what it sent left the account.
    expect(await client.getBalance({ address: owner.address })).toBe(before - parseEther('0.3'))
    // Another session's EOA is not sponsored.
    expect((await askSponsorship(await sessionToken(), owner.address)).error).toMatchObject({
      code: -32003,
    })
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
    const token = await sessionToken()
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

  /** `pm_getPaymasterData` for `sender`, with sane gas and fees unless `overrides` says otherwise. */
  async function askSponsorship(
    token: string,
    sender: Address,
    overrides: Record<string, bigint> = {},
  ): Promise<{ result?: { paymasterData: Hex }; error?: { code: number; message: string } }> {
    const fields = {
      callGasLimit: 100_000n,
      verificationGasLimit: 300_000n,
      preVerificationGas: 60_000n,
      maxFeePerGas: parseGwei('2'),
      maxPriorityFeePerGas: parseGwei('1'),
      paymasterVerificationGasLimit: 60_000n,
      paymasterPostOpGasLimit: 0n,
      ...overrides,
    }
    const userOperation = {
      sender,
      nonce: '0x0',
      callData: '0x',
      ...Object.fromEntries(
        Object.entries(fields).map(([name, value]) => [name, numberToHex(value)]),
      ),
    }
    const response = await fetch(`${frameOrigin}${paymasterUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'pm_getPaymasterData',
        params: [userOperation, entryPoint08Address, numberToHex(chainId), {}],
      }),
    })
    return response.json()
  }

  test('F2: a session asking sponsorship for an account other than its own smart account is refused', async () => {
    const { token, account } = await walletSession()
    const { account: foreign } = await fundedAccount(parseEther('1'))
    const refused = await askSponsorship(token, foreign.address)
    expect(refused.result).toBeUndefined()
    expect(refused.error).toEqual({
      code: -32003,
      message: 'Only the smart account of this session’s wallet is sponsored',
    })
    // A user with no wallet yet has no account to sponsor.
    expect((await askSponsorship(await sessionToken(), account.address)).error).toMatchObject({
      code: -32003,
    })
    expect((await askSponsorship(token, account.address)).result?.paymasterData).toMatch(/^0x/)
  }, 60_000)

  test('F2: 30M gas or 10,000 gwei fees are not sponsored', async () => {
    const { token, account } = await walletSession()
    for (const [field, value] of [
      ['callGasLimit', 30_000_000n],
      ['verificationGasLimit', 10_000_000n],
      ['preVerificationGas', 5_000_000n],
      ['paymasterVerificationGasLimit', 1_000_000n],
      ['paymasterPostOpGasLimit', 1_000_000n],
      ['maxFeePerGas', parseGwei('10000')],
      ['maxPriorityFeePerGas', parseGwei('10000')],
    ] as const) {
      const refused = await askSponsorship(token, account.address, { [field]: value })
      expect(refused.result, field).toBeUndefined()
      expect(refused.error?.code, field).toBe(-32602)
      expect(refused.error?.message, field).toMatch(
        new RegExp(`^${field} \\d+ is above the sponsored maximum of \\d+`),
      )
    }
  }, 60_000)

  test('F2: each user’s daily sponsorship budget runs out', async () => {
    const { token, account } = await walletSession()
    for (let operation = 0; operation < dailyOperations; operation++) {
      expect((await askSponsorship(token, account.address)).result?.paymasterData).toMatch(/^0x/)
    }
    expect(await askSponsorship(token, account.address)).toMatchObject({
      error: { code: -32005, message: 'The daily sponsorship budget of this user is spent' },
    })
    // Another user's budget is their own.
    const other = await walletSession()
    expect((await askSponsorship(other.token, other.account.address)).result).toBeDefined()
  }, 60_000)
})
