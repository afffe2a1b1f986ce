import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance.js'
import { truncateAddress } from './truncateAddress.js'

describe('formatBalance', () => {
  it.each([
    ['9999.98765', 3, '9999.987'],
    ['0.0009', 3, '0'],
    ['0.0019', 3, '0.001'],
    ['1.9999', 3, '1.999'],
    ['1.10', 3, '1.1'],
    ['10000', 3, '10000'],
    ['1.239', 2, '1.23'],
    ['007.5', 3, '7.5'],
    [undefined, 3, '0'],
    ['-2.3456', 2, '-2.34'],
  ])('formatBalance(%j, %i) is %j (floored)', (value, decimals, expected) => {
    expect(formatBalance(value, decimals)).toBe(expected)
  })
})

describe('truncateAddress', () => {
  it('keeps the first 4 and last 6 characters', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266')
  })
  it('leaves short values alone', () => {
    expect(truncateAddress('0x12345678')).toBe('0x12345678')
  })
})
