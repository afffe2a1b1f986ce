import { expect, it } from 'vitest'
import { testTokenBalance as entry } from '../test/testTokenBalance.test-data.js'
import { getFundingSwap } from './getFundingSwap.js'

const chain = 'eip155:31337'
const eth = entry('ETH', '0.02', 3000)
const ausdContract = '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9'
const ausd = (numeric: string) =>
  entry('AUSD', numeric, 1, { contract: ausdContract, decimals: '6' })
const air = (numeric: string) =>
  entry('AIR', numeric, 1.5, { contract: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9' })
/** 0.0301 ETH missing at $3,000: $90.30, and 5 % more for the swap, $94.815. */
const missing = { missing: '0.0301', symbol: 'ETH', price: 3000 }

it('swaps into the coin from the held token worth the most that covers the missing worth and 5 % more, rounded up', () => {
  expect(getFundingSwap([eth, ausd('500'), air('100')], missing)).toEqual({
    missing: '0.0301',
    missingSymbol: 'ETH',
    symbol: 'AUSD',
    swap: { fromToken: `${chain}:${ausdContract}`, toToken: 'ETH', amount: '94.815' },
  })
  // Worth more, AIR pays: $94.815 at $1.50 is 63.21 AIR.
  expect(getFundingSwap([ausd('500'), air('1000')], missing)?.swap).toEqual({
    fromToken: `${chain}:0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9`,
    toToken: 'ETH',
    amount: '63.21',
  })
})

it("buys the swap's own fee too: it is paid from the balance the swap funds", () => {
  // (0.0301 + 0.0009) ETH at $3,000 and 5 % more: $97.65.
  expect(getFundingSwap([ausd('500')], { ...missing, swapFee: '0.0009' })?.swap.amount).toBe(
    '97.65',
  )
})

it('offers nothing a balance cannot cover, from the coin itself, or without a price', () => {
  // 94.8 AUSD is short of 94.815; the ETH held is the coin missing.
  expect(getFundingSwap([eth, ausd('94.8')], missing)).toBeUndefined()
  // The token that covers it is chosen over a larger one that does not.
  expect(getFundingSwap([ausd('94.8'), air('70')], missing)?.symbol).toBe('AIR')
  expect(getFundingSwap([ausd('500')], { ...missing, price: undefined })).toBeUndefined()
  expect(
    getFundingSwap([entry('NOPE', '1000', 0, { contract: ausdContract })], missing),
  ).toBeUndefined()
  expect(getFundingSwap([ausd('500')], { ...missing, missing: '0' })).toBeUndefined()
})
