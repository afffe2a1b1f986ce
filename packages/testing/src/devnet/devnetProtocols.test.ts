import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  multicall3Abi,
  namehash,
  type PublicClient,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniswapV2RouterAbi } from './abis.js'
import { type AnvilInstance, startAnvil } from './anvil.js'
import { startAssetsServer } from './assetsServer.js'
import { devAccounts, devnetContracts, devnetTokens } from './devnet.js'
import {
  devnetChainContracts,
  devnetEns,
  devnetMulticall3,
  devnetPriceFeeds,
  devnetUniswapV3,
} from './devnetProtocols.js'
import { getFreePort } from './freePort.js'
import { advanceDevnetTime, feedDevnetPrices, startDevnetPriceFeeder } from './priceFeeder.js'
import {
  devPriceFeedAbi,
  uniswapSwapRouter02Abi,
  uniswapV3FactoryAbi,
  uniswapV3QuoterV2Abi,
} from './protocolAbis.js'
import { type Devnet, getDevnetStatePath, startDevnet } from './startDevnet.js'

let devnet: Devnet
const started: AnvilInstance[] = []

beforeAll(async () => {
  devnet = await startDevnet({
    ports: { primary: await getFreePort(), secondary: await getFreePort() },
    assetsPort: await getFreePort(),
  })
})
afterAll(async () => {
  await Promise.all(started.map((anvil) => anvil.stop()))
  await devnet?.stop()
})

const clientOf = (rpcUrl: string, id = 31337) =>
  createPublicClient({
    chain: {
      id,
      name: 'devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
      contracts: devnetChainContracts,
    },
    transport: http(rpcUrl),
  })

/** A chain of its own, from the seeded state, for tests that change it. */
async function ownChain(): Promise<AnvilInstance> {
  const anvil = await startAnvil({
    chainId: 31337,
    port: await getFreePort(),
    loadState: getDevnetStatePath(),
  })
  started.push(anvil)
  return anvil
}

const [first, second, third] = devAccounts

describe('Multicall3', () => {
  it.each(['primary', 'secondary'] as const)(
    'reads two balances in one aggregate3 on the %s chain',
    async (which) => {
      const client = clientOf(devnet.chains[which].rpcUrl)
      const calls = [first.address, second.address].map((account) => ({
        target: devnetTokens.usd.address,
        allowFailure: false,
        callData: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account] }),
      }))
      const results = await client.readContract({
        address: devnetMulticall3.address,
        abi: multicall3Abi,
        functionName: 'aggregate3',
        args: [calls],
      })
      const direct = await Promise.all(
        [first.address, second.address].map((account) =>
          client.readContract({
            address: devnetTokens.usd.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account],
          }),
        ),
      )
      expect(results.map((result) => result.success)).toEqual([true, true])
      expect(results.map((result) => BigInt(result.returnData))).toEqual(direct)
      expect(direct[1]).toBeGreaterThan(0n)
    },
  )
})

describe('ENS', () => {
  it.each(['primary', 'secondary'] as const)(
    'names account 0 alice.eth and account 1 bob.eth on the %s chain, both ways',
    async (which) => {
      const client = clientOf(devnet.chains[which].rpcUrl)
      expect(await client.getEnsName({ address: first.address })).toBe('alice.eth')
      expect(await client.getEnsName({ address: second.address })).toBe('bob.eth')
      expect(await client.getEnsAddress({ name: 'alice.eth' })).toBe(first.address)
      expect(await client.getEnsAddress({ name: 'bob.eth' })).toBe(second.address)
      expect(await client.getEnsAddress({ name: 'nobody.eth' })).toBeNull()
    },
  )

  it('gives no name to an account whose reverse record claims a name that is not its own', async () => {
    const client = clientOf(devnet.chains.primary.rpcUrl)
    const claimed = await client.readContract({
      address: devnetEns.publicResolver,
      abi: [
        {
          type: 'function',
          name: 'name',
          stateMutability: 'view',
          inputs: [{ type: 'bytes32' }],
          outputs: [{ type: 'string' }],
        },
      ],
      functionName: 'name',
      args: [namehash(`${third.address.slice(2).toLowerCase()}.addr.reverse`)],
    })
    expect(claimed).toBe(devnetEns.mismatchedReverse.claimedName)
    expect(await client.getEnsName({ address: third.address })).toBeNull()
    expect(await client.getEnsName({ address: devAccounts[3].address })).toBeNull()
  })

  it('serves the avatars: a data: URI for bob.eth and an image URL for alice.eth', async () => {
    const client = clientOf(devnet.chains.primary.rpcUrl)
    expect(await client.getEnsAvatar({ name: 'bob.eth' })).toBe(devnetEns.names.bob.avatar)
    expect(await client.getEnsText({ name: 'alice.eth', key: 'avatar' })).toBe(
      devnetEns.names.alice.avatar,
    )

    // The seeded URL names the stack's assets port; here alice points hers at this test's server.
    const anvil = await ownChain()
    const assets = await startAssetsServer(await getFreePort())
    try {
      const url = `${assets.baseUrl}/avatar/alice.svg`
      const wallet = createWalletClient({
        account: privateKeyToAccount(first.privateKey),
        transport: http(anvil.rpcUrl),
      })
      const own = clientOf(anvil.rpcUrl)
      const hash = await wallet.writeContract({
        chain: null,
        address: devnetEns.publicResolver,
        abi: [
          {
            type: 'function',
            name: 'setText',
            stateMutability: 'nonpayable',
            inputs: [{ type: 'bytes32' }, { type: 'string' }, { type: 'string' }],
            outputs: [],
          },
        ],
        functionName: 'setText',
        args: [namehash('alice.eth'), 'avatar', url],
      })
      expect((await own.waitForTransactionReceipt({ hash })).status).toBe('success')
      expect(await own.getEnsAvatar({ name: 'alice.eth' })).toBe(url)
    } finally {
      await assets.stop()
    }
  })
})

describe('Uniswap V3', () => {
  const quote = (client: PublicClient, amountIn: bigint) =>
    client.simulateContract({
      address: devnetUniswapV3.quoterV2,
      abi: uniswapV3QuoterV2Abi,
      functionName: 'quoteExactInputSingle',
      args: [
        {
          tokenIn: devnetContracts.weth,
          tokenOut: devnetContracts.token,
          amountIn,
          fee: devnetUniswapV3.pools.tokenEth.fee,
          sqrtPriceLimitX96: 0n,
        },
      ],
    })
  const quoteV2 = async (client: PublicClient, amountIn: bigint) =>
    (
      await client.readContract({
        address: devnetContracts.uniswapV2Router,
        abi: uniswapV2RouterAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, [devnetContracts.weth, devnetContracts.token]],
      })
    )[1] as bigint

  it.each(['primary', 'secondary'] as const)(
    'has the pools at their addresses on the %s chain',
    async (which) => {
      const client = clientOf(devnet.chains[which].rpcUrl)
      for (const pool of Object.values(devnetUniswapV3.pools)) {
        const address = await client.readContract({
          address: devnetUniswapV3.factory,
          abi: uniswapV3FactoryAbi,
          functionName: 'getPool',
          args: [pool.tokenA, pool.tokenB, pool.fee],
        })
        expect(address).toBe(pool.address)
      }
    },
  )

  it('quotes a small swap better than V2 at 0.05%, and a large one worse', async () => {
    const client = clientOf(devnet.chains.primary.rpcUrl) as PublicClient
    const small = parseEther('0.01')
    const large = parseEther('5')
    const [smallV3] = (await quote(client, small)).result
    const [largeV3] = (await quote(client, large)).result
    expect(smallV3).toBeGreaterThan(await quoteV2(client, small))
    expect(largeV3).toBeLessThan(await quoteV2(client, large))
  })

  it('swaps through SwapRouter02 for exactly what QuoterV2 quoted', async () => {
    const anvil = await ownChain()
    const client = clientOf(anvil.rpcUrl) as PublicClient
    const amountIn = parseEther('0.1')
    const [quoted] = (await quote(client, amountIn)).result
    const balance = () =>
      client.readContract({
        address: devnetContracts.token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [second.address],
      })
    const before = await balance()
    const wallet = createWalletClient({
      account: privateKeyToAccount(second.privateKey),
      transport: http(anvil.rpcUrl),
    })
    const hash = await wallet.writeContract({
      chain: null,
      address: devnetUniswapV3.swapRouter02,
      abi: uniswapSwapRouter02Abi,
      functionName: 'exactInputSingle',
      args: [
        {
          tokenIn: devnetContracts.weth,
          tokenOut: devnetContracts.token,
          fee: devnetUniswapV3.pools.tokenEth.fee,
          recipient: second.address,
          amountIn,
          amountOutMinimum: quoted,
          sqrtPriceLimitX96: 0n,
        },
      ],
      value: amountIn,
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await balance()) - before).toBe(quoted)
  })
})

describe('Chainlink price feeds', () => {
  const latest = (client: PublicClient, address: Address) =>
    client.readContract({ address, abi: devPriceFeedAbi, functionName: 'latestRoundData' })

  it.each(['primary', 'secondary'] as const)(
    'answers latestRoundData with a fresh round on the %s chain',
    async (which) => {
      const client = clientOf(devnet.chains[which].rpcUrl) as PublicClient
      const block = await client.getBlock()
      for (const feed of Object.values(devnetPriceFeeds)) {
        const [, answer, , updatedAt] = await latest(client, feed.address)
        const [decimals, description] = await Promise.all([
          client.readContract({
            address: feed.address,
            abi: devPriceFeedAbi,
            functionName: 'decimals',
          }),
          client.readContract({
            address: feed.address,
            abi: devPriceFeedAbi,
            functionName: 'description',
          }),
        ])
        expect({ answer, decimals, description }).toEqual({
          answer: feed.answer,
          decimals: feed.decimals,
          description: feed.description,
        })
        expect(block.timestamp - updatedAt).toBeLessThan(BigInt(feed.heartbeatSeconds))
      }
    },
  )

  it('moves with the feeder, and goes stale when the chain time passes its heartbeat', async () => {
    const anvil = await ownChain()
    const client = clientOf(anvil.rpcUrl) as PublicClient
    const feed = devnetPriceFeeds.ethUsd
    const [roundBefore] = await latest(client, feed.address)
    await feedDevnetPrices({ rpcUrl: anvil.rpcUrl, answers: { ethUsd: 321_000_000_000n } })
    const [roundId, answer, , updatedAt] = await latest(client, feed.address)
    expect(roundId).toBe(roundBefore + 1n)
    expect(answer).toBe(321_000_000_000n)
    expect((await client.getBlock()).timestamp - updatedAt).toBeLessThan(
      BigInt(feed.heartbeatSeconds),
    )

    await advanceDevnetTime({ rpcUrl: anvil.rpcUrl, seconds: feed.heartbeatSeconds + 1 })
    expect((await client.getBlock()).timestamp - updatedAt).toBeGreaterThan(
      BigInt(feed.heartbeatSeconds),
    )
  })

  it('keeps a long-running stack fresh: the feeder re-posts a feed past half its heartbeat with its answer, and leaves fresh ones alone', async () => {
    const anvil = await ownChain()
    const client = clientOf(anvil.rpcUrl) as PublicClient
    const { ethUsd, tokenUsd } = devnetPriceFeeds
    // Both feeds fresh now, however old the seeded state's rounds are (its chain time is the
    // clock's once loaded).
    await feedDevnetPrices({
      rpcUrl: anvil.rpcUrl,
      answers: { ethUsd: 321_000_000_000n, tokenUsd: tokenUsd.answer },
    })
    // Past half of ETH / USD's heartbeat (1 h), well inside AIR / USD's (1 day).
    await advanceDevnetTime({ rpcUrl: anvil.rpcUrl, seconds: ethUsd.heartbeatSeconds / 2 + 60 })
    const [ethRound] = await latest(client, ethUsd.address)
    const [tokenRound] = await latest(client, tokenUsd.address)
    const errors: unknown[] = []
    const feeder = startDevnetPriceFeeder({
      rpcUrls: [anvil.rpcUrl],
      checkIntervalMs: 100,
      onError: (error) => errors.push(error),
    })
    try {
      await expect
        .poll(async () => (await latest(client, ethUsd.address))[0], { timeout: 10_000 })
        .toBe(ethRound + 1n)
    } finally {
      await feeder.stop()
    }
    const [, answer, , updatedAt] = await latest(client, ethUsd.address)
    expect(answer).toBe(321_000_000_000n)
    expect((await client.getBlock()).timestamp - updatedAt).toBeLessThan(60n)
    expect((await latest(client, tokenUsd.address))[0]).toBe(tokenRound)
    expect(errors).toEqual([])
  })
})
