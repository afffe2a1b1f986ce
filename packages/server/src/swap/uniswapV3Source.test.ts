import { devAccounts, devnetContracts, devnetTokens, devnetUniswapV3 } from '@airlock/testing'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createChainRuntimes } from '../chains/chainRuntime.js'
import { localChains } from '../config/localChains.js'
import { startTestStack, type TestStack } from '../test/startTestStack.js'
import { createUniswapV2Source } from './createUniswapV2Source.js'
import { createUniswapV3Source, encodeV3Path } from './createUniswapV3Source.js'
import { nativeSwapAddress } from './swapQuoteSource.js'

let stack: TestStack
beforeAll(async () => {
  stack = await startTestStack({ indexer: false, relay: false, frame: false })
}, 60_000)
afterAll(async () => {
  await stack?.stop()
})

const chain = () => ({
  id: 31337,
  name: 'local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [stack.rpcUrls.primary] } },
})
const reader = () => createPublicClient({ chain: chain(), transport: http() })
const quoterAbi = parseAbi([
  'function quoteExactInputSingle((address tokenIn, address tokenOut, uint256 amountIn, uint24 fee, uint160 sqrtPriceLimitX96) params) returns (uint256 amountOut, uint160 sqrtPriceX96After, uint32 initializedTicksCrossed, uint256 gasEstimate)',
  'function quoteExactInput(bytes path, uint256 amountIn) returns (uint256 amountOut, uint160[] sqrtPriceX96AfterList, uint32[] initializedTicksCrossedList, uint256 gasEstimate)',
])
const v2RouterAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
])

/** QuoterV2's own answer for one pool. */
async function quoterSingle(tokenIn: Address, tokenOut: Address, fee: number, amountIn: bigint) {
  const { result } = await reader().simulateContract({
    address: devnetUniswapV3.quoterV2,
    abi: quoterAbi,
    functionName: 'quoteExactInputSingle',
    args: [{ tokenIn, tokenOut, amountIn, fee, sqrtPriceLimitX96: 0n }],
  })
  return result[0]
}

function sources() {
  const runtime = [
    ...createChainRuntimes([{ ...localChains[0]!, rpcUrl: stack.rpcUrls.primary }]).values(),
  ][0]!
  const common = {
    client: runtime.client,
    quoterV2: devnetUniswapV3.quoterV2,
    swapRouter02: devnetUniswapV3.swapRouter02,
    weth: devnetContracts.weth,
  }
  const v2 = createUniswapV2Source({
    client: runtime.client,
    chain: runtime.config,
    router: devnetContracts.uniswapV2Router,
    weth: devnetContracts.weth,
  })
  return { v3: createUniswapV3Source(common), best: createUniswapV3Source({ ...common, v2 }) }
}

const air = devnetTokens.token.address
const ausd = devnetTokens.usd.address

describe('Uniswap V3 quotes', () => {
  test('the V3 quote equals QuoterV2: one pool at its fee tier, and two pools through WETH', async () => {
    const { v3 } = sources()
    const amount = parseEther('0.01')
    const direct = await v3.quote({ from: nativeSwapAddress, to: air, amount })
    expect(direct.protocol).toBe('uniswap-v3')
    expect(direct.route).toEqual({
      protocol: 'uniswap-v3',
      path: [devnetContracts.weth, air],
      fees: [500],
    })
    expect(direct.toAmount).toBe(await quoterSingle(devnetContracts.weth, air, 500, amount))

    const tenAusd = 10_000_000n
    const twoHops = await v3.quote({ from: ausd, to: air, amount: tenAusd })
    expect(twoHops.route).toEqual({
      protocol: 'uniswap-v3',
      path: [ausd, devnetContracts.weth, air],
      fees: [3000, 500],
    })
    const { result } = await reader().simulateContract({
      address: devnetUniswapV3.quoterV2,
      abi: quoterAbi,
      functionName: 'quoteExactInput',
      args: [encodeV3Path([ausd, devnetContracts.weth, air], [3000, 500]), tenAusd],
    })
    expect(twoHops.toAmount).toBe(result[0])
  })

  test('the best of V2 and V3: V3 at 0.05% for a small swap, V2 (deeper) for a large one', async () => {
    const { best } = sources()
    const small = parseEther('0.01')
    const smallQuote = await best.quote({ from: nativeSwapAddress, to: air, amount: small })
    const [, smallV2] = await reader().readContract({
      address: devnetContracts.uniswapV2Router,
      abi: v2RouterAbi,
      functionName: 'getAmountsOut',
      args: [small, [devnetContracts.weth, air]],
    })
    expect(smallQuote.protocol).toBe('uniswap-v3')
    expect(smallQuote.toAmount).toBe(await quoterSingle(devnetContracts.weth, air, 500, small))
    expect(smallQuote.toAmount).toBeGreaterThan(smallV2 as bigint)

    const large = parseEther('5')
    const largeQuote = await best.quote({ from: nativeSwapAddress, to: air, amount: large })
    const [, largeV2] = await reader().readContract({
      address: devnetContracts.uniswapV2Router,
      abi: v2RouterAbi,
      functionName: 'getAmountsOut',
      args: [large, [devnetContracts.weth, air]],
    })
    expect(largeQuote.protocol).toBe('uniswap-v2')
    expect(largeQuote.toAmount).toBe(largeV2)
    expect(largeQuote.toAmount).toBeGreaterThan(
      await quoterSingle(devnetContracts.weth, air, 500, large),
    )
  })
})

describe('swaps through SwapRouter02', () => {
  const trader = devAccounts[4]
  const caip = (address: string) => `eip155:31337:${address}`
  const wallet = () =>
    createWalletClient({
      account: privateKeyToAccount(trader.privateKey),
      chain: chain(),
      transport: http(),
    })
  const airOf = () =>
    reader().readContract({
      address: air,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [trader.address],
    })
  async function call(path: string, init: { method?: string; body?: unknown } = {}) {
    const response = await fetch(`${stack.url}${path}`, {
      method: init.method ?? 'GET',
      headers: init.body ? { 'content-type': 'application/json' } : undefined,
      body: init.body ? JSON.stringify(init.body) : undefined,
    })
    const body = await response.json()
    if (response.status !== 200) throw new Error(`${response.status} ${JSON.stringify(body)}`)
    return body
  }
  async function send(tx: { to: string; data: string; amount?: string; value?: string }) {
    const hash = await wallet().sendTransaction({
      to: tx.to as Hex,
      data: tx.data as Hex,
      value: BigInt(tx.amount ?? tx.value ?? '0'),
    })
    const receipt = await reader().waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    return receipt
  }
  const q = (query: Record<string, string>) =>
    new URLSearchParams({ projectId: 'local-dev', ...query }).toString()

  test('ETH → AIR on V3: the route answers QuoterV2 with its fee tier, and AIR moves by it', async () => {
    const amount = parseEther('0.02')
    const query = {
      amount: String(amount),
      userAddress: caip(trader.address),
      from: caip(nativeSwapAddress),
      to: caip(air),
    }
    const { quotes } = await call(`/v1/convert/quotes?${q(query)}`)
    expect(quotes[0]).toMatchObject({ protocol: 'uniswap-v3', feeTiers: [500] })
    expect(BigInt(quotes[0].toAmount)).toBe(
      await quoterSingle(devnetContracts.weth, air, 500, amount),
    )
    const before = await airOf()
    const { tx } = await call('/v1/convert/build-transaction?projectId=local-dev', {
      method: 'POST',
      body: { projectId: 'local-dev', ...query },
    })
    expect(tx.to.toLowerCase()).toBe(devnetUniswapV3.swapRouter02.toLowerCase())
    await send(tx)
    expect((await airOf()) - before).toBe(BigInt(quotes[0].toAmount))
  })

  test('AIR → ETH on V3: approve SwapRouter02, then ETH arrives unwrapped, by the quote', async () => {
    const amount = parseEther('30')
    const query = {
      amount: String(amount),
      userAddress: caip(trader.address),
      from: caip(air),
      to: caip(nativeSwapAddress),
    }
    const { allowance } = await call(
      `/v1/convert/allowance?${q({ tokenAddress: caip(air), userAddress: caip(trader.address) })}`,
    )
    if (BigInt(allowance) < amount) {
      const approval = await call(`/v1/convert/build-approve?${q(query)}`)
      expect(approval.tx.data.slice(34, 74).toLowerCase()).toBe(
        devnetUniswapV3.swapRouter02.slice(2).toLowerCase(),
      )
      await send(approval.tx)
    }
    const { quotes } = await call(`/v1/convert/quotes?${q(query)}`)
    expect(quotes[0]).toMatchObject({ protocol: 'uniswap-v3', feeTiers: [500] })
    expect(BigInt(quotes[0].toAmount)).toBe(
      await quoterSingle(air, devnetContracts.weth, 500, amount),
    )
    const [airBefore, ethBefore] = await Promise.all([
      airOf(),
      reader().getBalance({ address: trader.address }),
    ])
    const { tx } = await call('/v1/convert/build-transaction?projectId=local-dev', {
      method: 'POST',
      body: { projectId: 'local-dev', ...query },
    })
    const receipt = await send(tx)
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    expect(airBefore - (await airOf())).toBe(amount)
    expect((await reader().getBalance({ address: trader.address })) - ethBefore + gas).toBe(
      BigInt(quotes[0].toAmount),
    )
  })
})
