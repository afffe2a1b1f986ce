import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createBlockchainApiClient, getFungiblePrice } from '@airlock/blockchain-api'
import { devnetContracts, devnetPriceFeeds, devnetTokens, devnetUniswapV3 } from '@airlock/testing'
import {
  type AnvilInstance,
  advanceDevnetTime,
  feedDevnetPrices,
  getDevnetStatePath,
  getFreePort,
  startAnvil,
} from '@airlock/testing/devnet'
import { afterAll, describe, expect, test } from 'vitest'
import { createChainRuntimes } from '../../chains/chainRuntime.js'
import { localChains } from '../../config/localChains.js'
import { readEnvOptions } from '../../config/readEnvOptions.js'
import { createServer } from '../../createServer.js'
import { createFixedPriceSource } from '../../prices/priceSource.js'
import { createLayeredPriceSource } from './createLayeredPriceSource.js'
import { createPriceSources } from './createPriceSources.js'
import { localPriceDrivers } from './localPriceDrivers.js'
import { createPriceDrivers } from './priceDriversConfig.js'

// Each test gets its own chain from the devnet's seeded state (its clock is moved), with a fresh
// round posted to every feed, and a real server on a loopback port reading it.
const stops: (() => Promise<void>)[] = []
afterAll(async () => {
  await Promise.all(stops.map((stop) => stop()))
})

const eth = 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as const
const air = `eip155:31337:${devnetTokens.token.address}` as const
const ausd = `eip155:31337:${devnetTokens.usd.address}` as const

async function startChain(): Promise<AnvilInstance> {
  const anvil = await startAnvil({
    chainId: 31337,
    port: await getFreePort(),
    loadState: getDevnetStatePath(),
  })
  stops.push(() => anvil.stop())
  await feedDevnetPrices({ rpcUrl: anvil.rpcUrl })
  return anvil
}

async function startServer(
  anvil: AnvilInstance,
  extra: Parameters<typeof createServer>[0] = {},
): Promise<{ url: string }> {
  const server = await createServer({
    port: 0,
    logLevel: 'silent',
    dataDir: 'memory',
    chains: [{ ...localChains[0]!, rpcUrl: anvil.rpcUrl, data: { prices: localPriceDrivers } }],
    indexer: false,
    relay: false,
    frame: false,
    rpc: false,
    rateLimit: false,
    bitcoinNetworks: [],
    solanaNetworks: [],
    ...extra,
  })
  const url = await server.listen()
  stops.push(() => server.close())
  return { url }
}

const prices = async (url: string, addresses: `${string}:${string}:${string}`[]) => {
  const client = createBlockchainApiClient({ baseUrl: url, projectId: 'local-dev', retryCount: 0 })
  const { fungibles } = await getFungiblePrice(client, { addresses })
  return new Map(fungibles.map((fungible) => [fungible.symbol, fungible]))
}

describe('prices through the data-source layer', () => {
  test('the local drivers name the devnet’s feeds and pools', () => {
    const [chainlink, twap] = localPriceDrivers
    expect(chainlink).toEqual({
      driver: 'chainlink',
      feeds: {
        native: {
          address: devnetPriceFeeds.ethUsd.address,
          heartbeatSeconds: devnetPriceFeeds.ethUsd.heartbeatSeconds,
          decimals: 8,
        },
        [devnetContracts.token]: {
          address: devnetPriceFeeds.tokenUsd.address,
          heartbeatSeconds: devnetPriceFeeds.tokenUsd.heartbeatSeconds,
          decimals: 8,
        },
        [devnetContracts.usd]: {
          address: devnetPriceFeeds.usdUsd.address,
          heartbeatSeconds: devnetPriceFeeds.usdUsd.heartbeatSeconds,
          decimals: 8,
        },
      },
    })
    expect(twap).toEqual({
      driver: 'uniswap-v3-twap',
      weth: devnetContracts.weth,
      pools: [
        { token: 'native', pool: devnetUniswapV3.pools.usdEth.address, quote: 'usd' },
        {
          token: devnetContracts.token,
          pool: devnetUniswapV3.pools.tokenEth.address,
          quote: 'native',
        },
      ],
    })
  })

  test('a price from a Chainlink aggregator on the devnet names its source and age', async () => {
    const anvil = await startChain()
    await feedDevnetPrices({ rpcUrl: anvil.rpcUrl, answers: { ethUsd: 310_000_000_000n } })
    const server = await startServer(anvil)
    const answer = await prices(server.url, [eth, air, ausd])
    expect(answer.get('ETH')).toMatchObject({ price: 3100, priceSource: 'chainlink' })
    expect(answer.get('AIR')).toMatchObject({ price: 1.5, priceSource: 'chainlink' })
    expect(answer.get('AUSD')).toMatchObject({ price: 1, priceSource: 'chainlink' })
    expect(answer.get('ETH')?.priceAgeSeconds).toBeGreaterThanOrEqual(0)
    expect(answer.get('ETH')?.priceAgeSeconds).toBeLessThan(60)
  })

  test('a round older than its heartbeat is refused and the pool’s TWAP used; the response names it', async () => {
    const anvil = await startChain()
    // The feed says $3,100; the AUSD/WETH pool holds 30,000 AUSD : 10 ETH ($3,000).
    await feedDevnetPrices({ rpcUrl: anvil.rpcUrl, answers: { ethUsd: 310_000_000_000n } })
    await advanceDevnetTime({
      rpcUrl: anvil.rpcUrl,
      seconds: devnetPriceFeeds.ethUsd.heartbeatSeconds + 1,
    })
    const server = await startServer(anvil)
    const answer = await prices(server.url, [eth, air])
    expect(answer.get('ETH')).toMatchObject({ priceSource: 'uniswap-v3-twap', priceAgeSeconds: 0 })
    expect(answer.get('ETH')?.price).toBeCloseTo(3000, 0)
    // AIR's feed beats once a day: its round is still fresh.
    expect(answer.get('AIR')).toMatchObject({ price: 1.5, priceSource: 'chainlink' })
    expect(answer.get('AIR')?.priceAgeSeconds).toBeGreaterThan(
      devnetPriceFeeds.ethUsd.heartbeatSeconds,
    )

    // The balance route names the same source beside its price.
    const balance = (await (
      await fetch(
        `${server.url}/v1/account/0x0000000000000000000000000000000000000001/balance?projectId=local-dev&currency=usd&chainId=eip155:31337`,
      )
    ).json()) as { balances: { symbol: string; price: number; priceSource?: string }[] }
    expect(balance.balances.find((entry) => entry.symbol === 'ETH')).toMatchObject({
      priceSource: 'uniswap-v3-twap',
    })
  })

  test('with every round stale and no pool, the fixed table is the last resort', async () => {
    const anvil = await startChain()
    await advanceDevnetTime({ rpcUrl: anvil.rpcUrl, seconds: 86_401 })
    const server = await startServer(anvil, {
      chains: [
        {
          ...localChains[0]!,
          rpcUrl: anvil.rpcUrl,
          data: { prices: [localPriceDrivers[0]!] },
        },
      ],
    })
    const answer = await prices(server.url, [eth, ausd])
    expect(answer.get('ETH')).toEqual(
      expect.objectContaining({ price: 3000, priceSource: 'fixed' }),
    )
    expect(answer.get('ETH')).not.toHaveProperty('priceAgeSeconds')
    expect(answer.get('AUSD')).toMatchObject({ price: 1, priceSource: 'fixed' })
  })

  test('each answer is kept for its driver’s TTL, its age growing, then read again', async () => {
    const anvil = await startChain()
    const [runtime] = createChainRuntimes([{ ...localChains[0]!, rpcUrl: anvil.rpcUrl }]).values()
    let clock = Date.now()
    const source = createLayeredPriceSource({
      networks: new Map([
        [
          '31337',
          createPriceDrivers(
            [{ ...localPriceDrivers[0]!, ttlSeconds: 30 } as never],
            runtime!.client,
          ),
        ],
      ]),
      now: () => clock,
    })
    const token = { chainId: 31337, address: 'native', symbol: 'ETH' }
    const [first] = await source.getQuotes!([token])
    expect(first).toMatchObject({ usd: 3000, source: 'chainlink' })

    await feedDevnetPrices({ rpcUrl: anvil.rpcUrl, answers: { ethUsd: 320_000_000_000n } })
    clock += 29_000
    const [kept] = await source.getQuotes!([token])
    expect(kept?.usd).toBe(3000)
    expect(kept?.ageSeconds).toBe((first?.ageSeconds ?? 0) + 29)

    clock += 2_000
    const [read] = await source.getQuotes!([token])
    expect(read).toMatchObject({ usd: 3200, source: 'chainlink' })
    expect(read?.ageSeconds).toBeLessThan(5)
  })
})

describe('the HTTP driver', () => {
  let api: Server
  const served: string[] = []
  async function startApi(): Promise<string> {
    const now = Math.floor(Date.now() / 1000)
    api = createHttpServer((request, response) => {
      served.push(request.url ?? '')
      const url = new URL(request.url ?? '/', 'http://localhost')
      let body: unknown = {}
      // CoinGecko: /simple/price and /simple/token_price/{platform} (documented shapes).
      if (url.pathname === '/cg/simple/price') {
        body = Object.fromEntries(
          (url.searchParams.get('ids') ?? '').split(',').map((id) => [
            id,
            {
              usd: { solana: 151.25, bitcoin: 98_765.4, ethereum: 3010.5 }[id],
              last_updated_at: now - 42,
            },
          ]),
        )
      } else if (url.pathname === '/cg/simple/token_price/ethereum') {
        body = {
          [devnetTokens.token.address.toLowerCase()]: { usd: 1.62, last_updated_at: now - 7 },
        }
      } else if (url.pathname.startsWith('/llama/prices/current/')) {
        // DefiLlama: { coins: { "chain:address": { price, symbol, timestamp, confidence, decimals } } }
        body = {
          coins: {
            'coingecko:bitcoin': {
              price: 97_000.5,
              symbol: 'BTC',
              timestamp: now - 12,
              confidence: 0.99,
            },
            [`ethereum:${devnetTokens.usd.address}`]: {
              decimals: 6,
              symbol: 'AUSD',
              price: 0.999,
              timestamp: now - 3,
              confidence: 0.99,
            },
          },
        }
      }
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(body))
    })
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve))
    stops.push(() => new Promise((resolve) => api.close(() => resolve())))
    return `http://127.0.0.1:${(api.address() as AddressInfo).port}`
  }

  test('CoinGecko- and DefiLlama-shaped answers price EVM tokens, SOL and BTC, with their age', async () => {
    const base = await startApi()
    const anvil = await startChain()
    const server = await startServer(anvil, {
      chains: [
        {
          ...localChains[0]!,
          rpcUrl: anvil.rpcUrl,
          data: {
            prices: [
              {
                driver: 'http',
                shape: 'coingecko',
                url: `${base}/cg`,
                platform: 'ethereum',
                nativeId: 'ethereum',
              },
              { driver: 'http', shape: 'defillama', url: `${base}/llama`, platform: 'ethereum' },
            ],
          },
        },
      ],
    })
    const answer = await prices(server.url, [eth, air, ausd])
    expect(answer.get('ETH')).toMatchObject({ price: 3010.5, priceSource: 'http' })
    expect(answer.get('ETH')?.priceAgeSeconds).toBeGreaterThanOrEqual(42)
    expect(answer.get('AIR')).toMatchObject({ price: 1.62, priceSource: 'http' })
    expect(answer.get('AUSD')).toMatchObject({ price: 0.999, priceSource: 'http' })
    expect(served.some((url) => url.startsWith('/llama/prices/current/ethereum%3A'))).toBe(true)

    // SOL and BTC through the same layer, by CAIP-2 id.
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
    const source = createPriceSources({
      chains: [],
      networks: {
        [solana]: [{ driver: 'http', shape: 'coingecko', url: `${base}/cg`, nativeId: 'solana' }],
        [bitcoin]: [
          { driver: 'http', shape: 'defillama', url: `${base}/llama`, nativeId: 'bitcoin' },
          { driver: 'fixed', prices: { native: 1 } },
        ],
      },
      fallback: createFixedPriceSource({}),
    })
    const [sol, btc] = await source.getQuotes!([
      { chainId: solana, address: 'native', symbol: 'SOL' },
      { chainId: bitcoin, address: 'native', symbol: 'BTC' },
    ])
    expect(sol).toMatchObject({ usd: 151.25, source: 'http' })
    expect(btc).toMatchObject({ usd: 97_000.5, source: 'http' })
    expect(btc?.ageSeconds).toBeGreaterThanOrEqual(12)
  })

  test('AIRLOCK_NETWORK_PRICES and AIRLOCK_DATA_SOURCES carry prices, checked', () => {
    const solana = [
      {
        driver: 'http',
        shape: 'coingecko',
        url: 'https://api.coingecko.com/api/v3',
        nativeId: 'solana',
      },
    ]
    const options = readEnvOptions({
      AIRLOCK_NETWORK_PRICES: JSON.stringify({ 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': solana }),
      AIRLOCK_DATA_SOURCES: JSON.stringify({ 1: { prices: localPriceDrivers } }),
    })
    expect(options.networkPrices).toEqual({ 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': solana })
    expect(options.dataSources?.[1]?.prices).toEqual(localPriceDrivers)
    expect(() =>
      readEnvOptions({
        AIRLOCK_DATA_SOURCES: JSON.stringify({
          1: { prices: [{ driver: 'chainlink', feeds: { native: { address: '0x1' } } }] },
        }),
      }),
    ).toThrow(expect.objectContaining({ name: 'InvalidEnvironmentError' }))
  })

  test('a network’s prices that do not parse are refused at start, naming the field', async () => {
    await expect(
      createServer({
        port: 0,
        logLevel: 'silent',
        dataDir: 'memory',
        networkPrices: { 'solana:x': [{ driver: 'chainlink' }] as never },
      }),
    ).rejects.toMatchObject({ name: 'InvalidNetworkPricesError', code: 'INVALID_NETWORK_PRICES' })
  })
})
