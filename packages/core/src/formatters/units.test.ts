import { describe, expect, it } from 'vitest'
import { en } from '../i18n/messages.js'
import { formatAmountUp } from './formatAmountUp.js'
import { formatBalance } from './formatBalance.js'
import { formatRelativeTime, getRelativeTime } from './formatRelativeTime.js'
import { formatUnits } from './formatUnits.js'
import { formatUsd } from './formatUsd.js'
import { parseUnits } from './parseUnits.js'

describe('formatAmountUp', () => {
  it.each([
    [530 / 3000, 6, '0.176667'],
    [12.501, 2, '12.51'],
    [12.5, 6, '12.5'],
    [0.0103, 6, '0.0103'],
    [100, 0, '100'],
    [99.2, 0, '100'],
  ])('formatAmountUp(%d, %i) is %j', (value, decimals, expected) => {
    expect(formatAmountUp(value, decimals)).toBe(expected)
  })
})

describe('parseUnits', () => {
  it.each([
    ['1.5', 6, 1_500_000n],
    ['1', 18, 10n ** 18n],
    ['0.000001', 6, 1n],
    ['0.0000009', 6, 0n],
    ['.5', 2, 50n],
    ['850000', 6, 850_000_000_000n],
    [' 2. ', 2, 200n],
  ])('parseUnits(%j, %i) is %s', (value, decimals, expected) => {
    expect(parseUnits(value, decimals)).toBe(expected)
  })

  it.each(['', 'abc', '-1', '1e3', '1.2.3', '.'])('rejects %j', (value) => {
    expect(parseUnits(value, 18)).toBeUndefined()
  })
})

describe('formatUnits', () => {
  it.each([
    [1_500_000n, 6, '1.5'],
    [1n, 18, '0.000000000000000001'],
    [0n, 18, '0'],
    [10n ** 18n, 18, '1'],
    [-25n, 1, '-2.5'],
  ])('formatUnits(%s, %i) is %j', (value, decimals, expected) => {
    expect(formatUnits(value, decimals)).toBe(expected)
  })
})

describe('token balance rounding', () => {
  it('token balances show 2 decimals, floored', () => {
    expect(formatBalance('849998.499', 2)).toBe('849998.49')
    expect(formatBalance('0.009', 2)).toBe('0')
  })
  it('USD values have two decimals and separators', () => {
    expect(formatUsd(1_275_000)).toBe('$1,275,000.00')
    expect(formatUsd(0.005)).toBe('$0.01')
  })
})

describe('relative time labels', () => {
  const now = Date.parse('2025-06-15T12:00:00Z')
  const ago = (seconds: number) => now - seconds * 1000
  it.each([
    [0, 0, 'sec'],
    [59, 59, 'sec'],
    [60, 1, 'min'],
    [3599, 59, 'min'],
    [3600, 1, 'hr'],
    [86_399, 23, 'hr'],
    [86_400, 1, 'd'],
    [29 * 86_400, 29, 'd'],
    [30 * 86_400, 1, 'mo'],
    [364 * 86_400, 12, 'mo'],
    [365 * 86_400, 1, 'yr'],
    [800 * 86_400, 2, 'yr'],
  ])('%i s ago is %i %s', (seconds, count, unit) => {
    expect(getRelativeTime(ago(seconds), now)).toEqual({ count, unit })
  })
  it('a future time counts as 0 sec', () => {
    expect(getRelativeTime(now + 5000, now)).toEqual({ count: 0, unit: 'sec' })
  })
  it('labels go through the catalogue', () => {
    expect(formatRelativeTime(en, ago(180), now)).toBe('3 min')
    expect(formatRelativeTime(en, '2025-06-13T12:00:00Z', now)).toBe('2 d')
    expect(
      formatRelativeTime({ ...en, relativeTimeDays: 'vor {count} T.' }, ago(2 * 86_400), now),
    ).toBe('vor 2 T.')
  })
})
