import { expect, it } from 'vitest'
import { testTokenBalance } from '../test/testTokenBalance.test-data.js'
import { getSendSwapSource } from './getSendSwapSource.js'

const entry = (symbol: string, numeric: string, price: number, contract?: string) =>
  testTokenBalance(symbol, numeric, price, { contract })
const eth = entry('ETH', '1', 3000)
const ausd = entry('AUSD', '500', 1, '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9')
const air = entry('AIR', '4000', 1.5, '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9')
const unpriced = entry('NOPE', '1000000', 0, '0x1111111111111111111111111111111111111111')

it('pays from the other token worth the most, never the one sent or one without a price', () => {
  const balances = [eth, ausd, air, unpriced]
  expect(getSendSwapSource(balances, ausd)?.symbol).toBe('AIR')
  expect(getSendSwapSource(balances, air)?.symbol).toBe('ETH')
  // The token sent matched by its contract in another case.
  expect(
    getSendSwapSource(balances, {
      ...air,
      address: air.address?.toLowerCase() as typeof air.address,
    })?.symbol,
  ).toBe('ETH')
  expect(getSendSwapSource([ausd, unpriced], ausd)).toBeUndefined()
  expect(getSendSwapSource([], eth)).toBeUndefined()
})
