import { describe, expect, it } from 'vitest'
import type { SwapTokenOption } from '../state/types.js'
import { getSwapShortfall } from './getSwapShortfall.js'

const ausd = (balance: string | undefined): SwapTokenOption => ({
  name: 'Airlock USD',
  symbol: 'AUSD',
  address: 'eip155:31337:0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  decimals: 6,
  logoUri: '',
  balance,
  price: 1,
})

describe('getSwapShortfall', () => {
  it.each<[string | undefined, string | undefined, string | undefined]>([
    ['12.5', '10', '2.5'],
    ['10.000001', '10', '0.000001'],
    ['3', undefined, '3'],
    ['10', '10', undefined],
    ['9.99', '10', undefined],
    ['0', '10', undefined],
    [undefined, '10', undefined],
  ])('paying %s with %s held misses %s', (fromAmount, balance, missing) => {
    expect(getSwapShortfall({ fromToken: ausd(balance), fromAmount })).toBe(missing)
  })

  it('is undefined without a token to pay with', () => {
    expect(getSwapShortfall({ fromToken: undefined, fromAmount: '1' })).toBeUndefined()
  })
})
