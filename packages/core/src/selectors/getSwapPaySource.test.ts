import { describe, expect, it } from 'vitest'
import type { SwapTokenOption } from '../state/types.js'
import { getSwapPaySource } from './getSwapPaySource.js'

const token = (
  symbol: string,
  decimals: number,
  price: number,
  balance: string | undefined,
): SwapTokenOption => ({
  name: symbol,
  symbol,
  address: `eip155:31337:0x${symbol.padEnd(40, '0')}`,
  decimals,
  logoUri: '',
  balance,
  price,
})

const ausd = token('AUSD', 6, 1, '10')
const air = token('AIR', 18, 0.5, undefined)

/** AUSD paid for AIR (unless `toToken` says otherwise), `fromAmount` of it, the account holding `tokens`. */
const paySource = (
  tokens: SwapTokenOption[],
  fromAmount: string | undefined,
  {
    fromToken = ausd,
    toToken = air,
  }: { fromToken?: SwapTokenOption; toToken?: SwapTokenOption } = {},
) => getSwapPaySource({ tokens: [fromToken, toToken, ...tokens], fromToken, toToken, fromAmount })

describe('getSwapPaySource', () => {
  it('pays the same worth with the held token worth the most that covers it, rounded up', () => {
    const eth = token('ETH', 18, 3000, '1')
    const dai = token('DAI', 18, 1, '20')
    // 12.5 AUSD at $1 is $12.50: 0.0041666… ETH at $3,000, up to 0.004167.
    expect(paySource([dai, eth], '12.5')).toEqual({ token: eth, amount: '0.004167' })
  })

  it('leaves out a token whose balance does not cover the worth, and the token bought', () => {
    const eth = token('ETH', 18, 3000, '0.004')
    const dai = token('DAI', 18, 1, '13')
    const boughtAir = token('AIR', 18, 0.5, '1000')
    expect(paySource([eth, dai], '12.5', { toToken: boughtAir })).toEqual({
      token: dai,
      amount: '12.5',
    })
  })

  it('rounds to the token’s own decimals when it has fewer than 6', () => {
    const gusd = token('GUSD', 2, 1, '100')
    expect(paySource([gusd], '12.501')).toEqual({ token: gusd, amount: '12.51' })
  })

  it('is undefined when the balance covers the amount, a price is unknown, or nothing else covers it', () => {
    const eth = token('ETH', 18, 3000, '1')
    expect(paySource([eth], '10')).toBeUndefined()
    expect(paySource([eth], '12.5', { fromToken: { ...ausd, price: 0 } })).toBeUndefined()
    expect(paySource([{ ...eth, price: 0 }], '12.5')).toBeUndefined()
    expect(paySource([eth], '3001')).toBeUndefined()
    expect(paySource([eth], undefined)).toBeUndefined()
  })
})
