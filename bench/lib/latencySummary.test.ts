import { expect, test } from 'vitest'
import { formatSummary, summarize } from './latencySummary.js'

test('the median of an odd count is the middle value, of an even count the mean of the two', () => {
  expect(summarize([5, 1, 3]).median).toBe(3)
  expect(summarize([4, 1, 3, 2]).median).toBe(2.5)
})

test('the spread is the smallest and largest sample, whatever their order', () => {
  expect(summarize([7, 2, 9, 4])).toEqual({ median: 5.5, min: 2, max: 9 })
})

test('a summary of no samples is refused rather than NaN', () => {
  expect(() => summarize([])).toThrow(/no samples/)
})

test('formatted: the median and its min–max spread, in the digits asked', () => {
  expect(formatSummary({ median: 12.345, min: 10.01, max: 15.5 }, 1)).toBe('12.3 (10.0–15.5)')
  expect(formatSummary({ median: 3, min: 3, max: 3 }, 0)).toBe('3 (3–3)')
})
