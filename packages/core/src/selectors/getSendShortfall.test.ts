import { describe, expect, it } from 'vitest'
import type { SendToken } from '../state/types.js'
import { getSendShortfall } from './getSendShortfall.js'

const ausd: SendToken = {
  name: 'Airlock USD',
  symbol: 'AUSD',
  address: 'eip155:31337:0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  quantity: { decimals: '6', numeric: '10' },
  price: 1,
  iconUrl: '',
}
const eth: SendToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: undefined,
  quantity: { decimals: '18', numeric: '1.5' },
  price: 3000,
  iconUrl: '',
}

describe('getSendShortfall', () => {
  it.each<[string | undefined, string | undefined]>([
    ['10.42', '0.42'],
    ['10.000001', '0.000001'],
    ['22.5', '12.5'],
    ['10', undefined],
    ['9.99', undefined],
    ['0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('10 AUSD held, %s asked → %s more', (sendTokenAmount, expected) => {
    expect(getSendShortfall({ token: ausd, sendTokenAmount, gasPriceInUSD: 0.5 })).toBe(expected)
  })

  it('without a token there is nothing to compare', () => {
    expect(getSendShortfall({ token: undefined, sendTokenAmount: '5' })).toBeUndefined()
  })

  it('counts the fee when it is paid in the token sent, once estimated', () => {
    // 1.5 ETH held; 1.5 sent and a $3 fee (0.001 ETH at $3,000): 0.001 ETH more.
    expect(getSendShortfall({ token: eth, sendTokenAmount: '1.5', gasPriceInUSD: 3 })).toBe('0.001')
    expect(getSendShortfall({ token: eth, sendTokenAmount: '1.5' })).toBeUndefined()
    expect(getSendShortfall({ token: eth, sendTokenAmount: '1.6', gasPriceInUSD: 3 })).toBe('0.101')
    // A smart account's fee is not paid from its balance.
    expect(
      getSendShortfall({
        token: eth,
        sendTokenAmount: '1.5',
        gasPriceInUSD: 3,
        isSmartAccount: true,
      }),
    ).toBeUndefined()
  })

  it('rounds up past 6 decimals, so the amount shown always covers the gap', () => {
    expect(getSendShortfall({ token: eth, sendTokenAmount: '1.500000000000000001' })).toBe(
      '0.000001',
    )
    expect(getSendShortfall({ token: eth, sendTokenAmount: '2.0000001' })).toBe('0.500001')
  })
})
