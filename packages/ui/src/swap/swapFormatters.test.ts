import { expect, test } from 'vitest'
import { formatPercent } from './formatPercent.js'
import { formatSwapRate } from './formatSwapRate.js'

const eth = { symbol: 'ETH', decimals: 18 }
const ausd = { symbol: 'AUSD', decimals: 6 }

test('the rate: one whole token sold, what it buys, written for the locale', () => {
  // 2 ETH bought 6,025 AUSD.
  const quote = { fromAmount: (2n * 10n ** 18n).toString(), toAmount: '6025000000' }
  expect(formatSwapRate({ fromToken: eth, toToken: ausd, quote }, 'en')).toBe(
    '1 ETH = 3,012.5 AUSD',
  )
  expect(formatSwapRate({ fromToken: eth, toToken: ausd, quote }, 'de-DE')).toBe(
    '1 ETH = 3.012,5 AUSD',
  )
  // The other way round a rate below one keeps its significant digits.
  const back = { fromAmount: '6025000000', toAmount: (2n * 10n ** 18n).toString() }
  expect(formatSwapRate({ fromToken: ausd, toToken: eth, quote: back }, 'en')).toBe(
    '1 AUSD = 0.000332 ETH',
  )
})

test('no rate without a quote, or for a quote of nothing', () => {
  expect(formatSwapRate({ fromToken: eth, toToken: ausd, quote: undefined }, 'en')).toBeUndefined()
  expect(
    formatSwapRate(
      { fromToken: eth, toToken: ausd, quote: { fromAmount: '0', toAmount: '1' } },
      'en',
    ),
  ).toBeUndefined()
  expect(
    formatSwapRate(
      { fromToken: undefined, toToken: ausd, quote: { fromAmount: '1', toAmount: '1' } },
      'en',
    ),
  ).toBeUndefined()
})

test('a price impact (in percent) in the locale, two decimals at most; a dash without one', () => {
  expect(formatPercent(0.01, 'en')).toBe('0.01%')
  expect(formatPercent(4.256, 'en')).toBe('4.26%')
  expect(formatPercent(0.01, 'de-DE').replace(/\s/g, ' ')).toBe('0,01 %')
  expect(formatPercent(undefined, 'en')).toBe('—')
})
