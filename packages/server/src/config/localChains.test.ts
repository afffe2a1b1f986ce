import {
  devnetChains,
  devnetContracts,
  devnetEns,
  devnetNativePriceUsd,
  devnetTokens,
  devnetUniswapV3,
} from '@airlock/testing'
import { expect, test } from 'vitest'
import { localChains, localPrices } from './localChains.js'

test('the default chains and prices agree with the devnet of @airlock/testing', () => {
  expect(localChains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl }))).toEqual(
    Object.values(devnetChains).map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
  )
  for (const chain of localChains) {
    expect(chain.tokens).toEqual(
      Object.values(devnetTokens).map(({ address, name, symbol, decimals }) => ({
        address,
        name,
        symbol,
        decimals,
      })),
    )
    expect(chain.dex).toEqual({
      type: 'uniswap-v2',
      router: devnetContracts.uniswapV2Router,
      weth: devnetContracts.weth,
      v3: { quoterV2: devnetUniswapV3.quoterV2, swapRouter02: devnetUniswapV3.swapRouter02 },
    })
    expect(chain.ensUniversalResolver).toBe(devnetEns.universalResolver)
    expect(localPrices[`${chain.id}:native`]).toBe(devnetNativePriceUsd)
    for (const token of Object.values(devnetTokens)) {
      expect(localPrices[`${chain.id}:${token.address.toLowerCase()}`]).toBe(token.priceUsd)
    }
  }
})
