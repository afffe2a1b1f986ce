import { createServer as createHttpServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { DataSourceResponseError } from '../sources/dataSourceErrors.js'
import { NoRouteError } from './createUniswapV2Source.js'
import { createZeroExSource } from './createZeroExSource.js'
import { nativeSwapAddress } from './swapQuoteSource.js'

const exchangeProxy = '0xDef1C0ded9bec7F1a1670819833240f027b25EfF'
const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
const taker = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let server: Server
let base: string
const seen: URL[] = []
const keys: (string | undefined)[] = []
/** What the API answers next, by path. */
let allowanceTarget = exchangeProxy

beforeAll(async () => {
  // The fields of 0x's documented /swap/v1/price and /swap/v1/quote answers (abridged).
  server = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    seen.push(url)
    keys.push(request.headers['0x-api-key'] as string | undefined)
    response.setHeader('content-type', 'application/json')
    if (
      url.searchParams.get('buyToken')?.toLowerCase() ===
      '0x000000000000000000000000000000000000dead'
    ) {
      response.statusCode = 400
      response.end(
        JSON.stringify({
          code: 100,
          reason: 'Validation Failed',
          validationErrors: [
            { field: 'buyToken', code: 1004, reason: 'INSUFFICIENT_ASSET_LIQUIDITY' },
          ],
        }),
      )
      return
    }
    const price = {
      chainId: 1,
      price: '3021.54',
      estimatedPriceImpact: '0.12',
      value:
        url.searchParams.get('sellToken') === nativeSwapAddress
          ? url.searchParams.get('sellAmount')
          : '0',
      gasPrice: '16000000000',
      gas: '111000',
      buyToken: url.searchParams.get('buyToken'),
      buyAmount: '3021540000',
      sellToken: url.searchParams.get('sellToken'),
      sellAmount: url.searchParams.get('sellAmount'),
      sources: [{ name: 'Uniswap_V3', proportion: '1' }],
      allowanceTarget,
    }
    if (url.pathname === '/swap/v1/price') response.end(JSON.stringify(price))
    else if (url.pathname === '/swap/v1/quote')
      response.end(
        JSON.stringify({
          ...price,
          guaranteedPrice: '2991.32',
          to: exchangeProxy,
          data: '0x415565b0',
        }),
      )
    else {
      response.statusCode = 404
      response.end('{}')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server?.close()
})

const source = () =>
  createZeroExSource({
    url: base,
    apiKey: 'operator-key',
    tokens: [{ address: usdc, name: 'USD Coin', symbol: 'USDC', decimals: 6 }],
    spender: exchangeProxy,
  })

test('a quote is the API price answer: buyAmount, its price impact, named 0x', async () => {
  const quote = await source().quote({ from: nativeSwapAddress, to: usdc, amount: 10n ** 18n })
  expect(quote).toEqual({ toAmount: 3_021_540_000n, priceImpact: 0.12, protocol: '0x' })
  const asked = seen.at(-1)!
  expect(asked.pathname).toBe('/swap/v1/price')
  expect(Object.fromEntries(asked.searchParams)).toEqual({
    sellToken: nativeSwapAddress,
    buyToken: usdc,
    sellAmount: String(10n ** 18n),
  })
  expect(keys.at(-1)).toBe('operator-key')
})

test('a swap is the API quote answer, asked with the taker and the slippage the bound allows', async () => {
  const tx = await source().buildSwap({
    from: nativeSwapAddress,
    to: usdc,
    amount: 10n ** 18n,
    userAddress: taker,
    minimumOut: 2_991_324_600n, // 1% under the quote
  })
  expect(tx).toEqual({ to: exchangeProxy, data: '0x415565b0', value: 10n ** 18n })
  const asked = seen.at(-1)!
  expect(asked.pathname).toBe('/swap/v1/quote')
  expect(asked.searchParams.get('takerAddress')).toBe(taker)
  expect(asked.searchParams.get('slippagePercentage')).toBe('0.01')
})

test('refusals: no liquidity is NoRouteError; an allowance target other than the spender is refused', async () => {
  await expect(
    source().quote({ from: usdc, to: '0x000000000000000000000000000000000000dEaD', amount: 1n }),
  ).rejects.toBeInstanceOf(NoRouteError)
  allowanceTarget = '0x0000000000000000000000000000000000000bad'
  try {
    await expect(
      source().buildSwap({
        from: usdc,
        to: nativeSwapAddress,
        amount: 1_000_000n,
        userAddress: taker,
        minimumOut: 1n,
      }),
    ).rejects.toBeInstanceOf(DataSourceResponseError)
  } finally {
    allowanceTarget = exchangeProxy
  }
})
