import {
  buildSwapApproval,
  buildSwapTransaction,
  createBlockchainApiClient,
  getSwapAllowance,
  getSwapQuote,
  getSwapTokens,
  SwapUnsupportedNetworkError,
} from '@airlock/blockchain-api'
import { devAccounts, devnetSeed, devnetTokens } from '@airlock/testing'
import { createPublicClient, createWalletClient, erc20Abi, type Hex, http, maxUint256 } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { localChains } from '../config/localChains.js'
import { type AirlockServer, createServer } from '../createServer.js'
import { startTestStack, type TestStack } from '../test/startTestStack.js'

let stack: TestStack
/** A second server on the same chain, configured without a DEX. */
let noDex: AirlockServer

beforeAll(async () => {
  stack = await startTestStack({ indexer: false, relay: false, frame: false })
  noDex = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    chains: [{ ...localChains[0]!, rpcUrl: stack.rpcUrls.primary, dex: undefined }],
    indexer: false,
    relay: false,
    frame: false,
    rpc: false,
    rateLimit: false,
    bitcoinNetworks: [],
    solanaNetworks: [],
  })
  await noDex.listen()
}, 60_000)
afterAll(async () => {
  await noDex?.close()
  await stack?.stop()
})

const client = () =>
  createBlockchainApiClient({ baseUrl: stack.url, projectId: 'local-dev', retryCount: 0 })
const chainId = 'eip155:31337'
const trader = devAccounts[2]
const user = `${chainId}:${trader.address}`
const ausd = `${chainId}:${devnetTokens.usd.address}`
const air = `${chainId}:${devnetTokens.token.address}`
const eth = `${chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const tenAusd = 10_000_000n

async function call(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${stack.url}${path}`, {
    method: init.method ?? 'GET',
    headers: init.body ? { 'content-type': 'application/json' } : undefined,
    body: init.body ? JSON.stringify(init.body) : undefined,
  })
  return { status: response.status, body: await response.json() }
}

const q = (query: Record<string, string>) =>
  new URLSearchParams({ projectId: 'local-dev', ...query }).toString()

function send(tx: { to: string; data: string; value?: string; amount?: string }) {
  const chain = {
    id: 31337,
    name: 'local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [stack.rpcUrls.primary] } },
  } as const
  const wallet = createWalletClient({
    account: privateKeyToAccount(trader.privateKey),
    chain,
    transport: http(stack.rpcUrls.primary),
  })
  return wallet.sendTransaction({
    to: tx.to as Hex,
    data: tx.data as Hex,
    value: BigInt(tx.value ?? tx.amount ?? '0'),
  })
}

const reader = () => createPublicClient({ transport: http(stack.rpcUrls.primary) })
const balanceOf = (token: Hex) =>
  reader().readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [trader.address],
  })

/** Uniswap V2's constant-product output with its 0.3% fee. */
function amountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const withFee = amountIn * 997n
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee)
}

describe('convert routes on the local Uniswap V2 pools', () => {
  test('tokens: the native currency and the local tokens, as CAIP-10 addresses with logos', async () => {
    const { tokens } = await getSwapTokens(client(), { chainId })
    expect(tokens.map((token) => [token.symbol, token.address, token.decimals])).toEqual([
      ['ETH', eth, 18],
      ['AUSD', ausd, 6],
      ['AIR', air, 18],
    ])
    expect(tokens[1]?.logoUri).toBe(`${stack.url}/public/getTokenImage/AUSD`)
  })

  test('a quote is the pool formula; price impact is reported; two-hop routes work', async () => {
    const { quotes } = await getSwapQuote(client(), {
      amount: tenAusd,
      userAddress: user,
      from: ausd,
      to: air,
    })
    const expected = amountOut(
      tenAusd,
      BigInt(devnetSeed.tokenUsdPool.usd) * 10n ** 6n,
      BigInt(devnetSeed.tokenUsdPool.token) * 10n ** 18n,
    )
    expect(quotes).toEqual([
      {
        fromAmount: tenAusd.toString(),
        fromAccount: ausd,
        toAmount: expected.toString(),
        toAccount: air,
        priceImpact: expect.any(Number),
        // The direct V2 pool pays more than V3's two pools through WETH.
        protocol: 'uniswap-v2',
      },
    ])
    expect(quotes[0]?.priceImpact).toBeLessThan(0.1)
    // ETH → AUSD has no pool of its own: it goes through AIR.
    const viaAir = await getSwapQuote(client(), {
      amount: 10n ** 17n,
      userAddress: user,
      from: eth,
      to: ausd,
    })
    expect(BigInt(viaAir.quotes[0]?.toAmount ?? 0)).toBeGreaterThan(200_000_000n)
  })

  test('approve, then swap 10 AUSD for AIR: balances move by the quote, within the slippage', async () => {
    const allowance = await getSwapAllowance(client(), { tokenAddress: ausd, userAddress: user })
    expect(allowance).toEqual({ allowance: '0' })
    expect(await getSwapAllowance(client(), { tokenAddress: eth, userAddress: user })).toEqual({
      allowance: maxUint256.toString(),
    })

    // Before the approval the swap would revert: the route says so instead of a gas figure.
    const early = await call('/v1/convert/build-transaction?projectId=local-dev', {
      method: 'POST',
      body: { amount: '10000000', from: ausd, to: air, userAddress: user, projectId: 'local-dev' },
    })
    expect(early.status).toBe(400)
    expect(early.body.code).toBe('TRANSACTION_WOULD_FAIL')

    const approval = await buildSwapApproval(client(), {
      userAddress: user,
      from: ausd,
      to: air,
      amount: tenAusd,
    })
    if (!approval.success) throw new Error('approval not built')
    expect(approval.tx.to.toLowerCase()).toBe(devnetTokens.usd.address.toLowerCase())
    expect(Number(approval.tx.eip155.gas)).toBeGreaterThan(21_000)
    await reader().waitForTransactionReceipt({ hash: await send(approval.tx) })
    expect(await getSwapAllowance(client(), { tokenAddress: ausd, userAddress: user })).toEqual({
      allowance: tenAusd.toString(),
    })

    const [ausdBefore, airBefore] = await Promise.all([
      balanceOf(devnetTokens.usd.address),
      balanceOf(devnetTokens.token.address),
    ])
    const { quotes } = await getSwapQuote(client(), {
      amount: tenAusd,
      userAddress: user,
      from: ausd,
      to: air,
    })
    const quoted = BigInt(quotes[0]?.toAmount ?? 0)
    const swap = await buildSwapTransaction(client(), {
      amount: tenAusd,
      userAddress: user,
      from: ausd,
      to: air,
    })
    if (!swap.success) throw new Error('swap not built')
    expect(swap.tx.amount).toBe('0')
    const receipt = await reader().waitForTransactionReceipt({ hash: await send(swap.tx) })
    expect(receipt.status).toBe('success')
    const [ausdAfter, airAfter] = await Promise.all([
      balanceOf(devnetTokens.usd.address),
      balanceOf(devnetTokens.token.address),
    ])
    expect(ausdBefore - ausdAfter).toBe(tenAusd)
    const received = airAfter - airBefore
    expect(received).toBeLessThanOrEqual(quoted)
    expect(received).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
  })

  test('selling ETH needs no approval and carries the value', async () => {
    const swap = await buildSwapTransaction(client(), {
      amount: 10n ** 16n,
      userAddress: user,
      from: eth,
      to: air,
    })
    if (!swap.success) throw new Error('swap not built')
    expect(swap.tx.amount).toBe((10n ** 16n).toString())
    const refused = await call(
      `/v1/convert/build-approve?${q({ userAddress: user, from: eth, to: air })}`,
    )
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('The native currency needs no approval')
  })

  test('refusals: bad pairs, amounts and addresses', async () => {
    const quote = (query: Record<string, string>) =>
      call(
        `/v1/convert/quotes?${q({ amount: '1000', userAddress: user, from: ausd, to: air, ...query })}`,
      )
    const otherChain = await quote({ to: `eip155:31338:${devnetTokens.token.address}` })
    expect([otherChain.status, otherChain.body.message]).toEqual([
      400,
      'Both tokens must be on the same network',
    ])
    const same = await quote({ to: ausd })
    expect([same.status, same.body.message]).toEqual([400, 'Choose two different tokens'])
    const unknown = await quote({ to: `${chainId}:0x000000000000000000000000000000000000dEaD` })
    expect([unknown.status, unknown.body.code]).toEqual([400, 'UNSUPPORTED_TOKEN'])
    const zero = await quote({ amount: '0' })
    expect([zero.status, zero.body.message]).toEqual([400, 'Amount must be above zero'])
    const fraction = await quote({ amount: '1.5' })
    expect(fraction.status).toBe(400)
    const badCaip = await quote({ from: 'eip155:31337' })
    expect([badCaip.status, badCaip.body.message]).toEqual([400, 'Invalid CAIP-10 address'])
    const slippage = await call('/v1/convert/build-transaction?projectId=local-dev', {
      method: 'POST',
      body: { amount: '1000', from: ausd, to: air, userAddress: user, eip155: { slippage: 90 } },
    })
    expect(slippage.status).toBe(400)
  })

  test("'Network not supported for Swaps' on a chain without swaps; success false off the list", async () => {
    const raw = await call(`/v1/convert/tokens?${q({ chainId: 'eip155:1' })}`)
    expect([raw.status, raw.body.message]).toEqual([400, 'Network not supported for Swaps'])

    // eip155:1 is not in the supported-chains list: the client does not call, and says so.
    const mainnet = 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
    const mainnetUser = `eip155:1:${trader.address}`
    expect(await getSwapTokens(client(), { chainId: 'eip155:1' })).toEqual({ tokens: [] })
    expect(
      await getSwapQuote(client(), {
        amount: 1n,
        userAddress: mainnetUser,
        from: mainnet,
        to: mainnet,
      }),
    ).toEqual({ quotes: [] })
    expect(
      await buildSwapTransaction(client(), {
        amount: 1n,
        userAddress: mainnetUser,
        from: mainnet,
        to: mainnet,
      }),
    ).toEqual({ success: false })
    expect(
      await buildSwapApproval(client(), { userAddress: mainnetUser, from: mainnet, to: mainnet }),
    ).toEqual({ success: false })

    // A served chain with no DEX configured: the server refuses, the client throws the typed error.
    const noDexClient = createBlockchainApiClient({
      baseUrl: noDex.url!,
      projectId: 'local-dev',
      retryCount: 0,
    })
    const error = await getSwapTokens(noDexClient, { chainId }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SwapUnsupportedNetworkError)
    expect((error as SwapUnsupportedNetworkError).shortMessage).toBe(
      'Network not supported for Swaps',
    )
    await expect(
      getSwapQuote(noDexClient, { amount: tenAusd, userAddress: user, from: ausd, to: air }),
    ).rejects.toBeInstanceOf(SwapUnsupportedNetworkError)
  })
})
