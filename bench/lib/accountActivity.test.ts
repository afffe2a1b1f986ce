import { expect, test } from 'vitest'
import { activityOf, spreadBlocks } from './accountActivity.js'

test('active blocks are spread evenly after the first block, the last one at the end', () => {
  const blocks = spreadBlocks(77, 10_077, 100)
  expect(blocks).toHaveLength(100)
  expect(blocks[0]).toBe(177)
  expect(blocks.at(-1)).toBe(10_077)
  const gaps = blocks.slice(1).map((block, index) => block - (blocks[index] as number))
  expect(new Set(gaps)).toEqual(new Set([100]))
})

test('an uneven range gives gaps that differ by one at most', () => {
  const blocks = spreadBlocks(0, 1000, 7)
  const gaps = blocks.slice(1).map((block, index) => block - (blocks[index] as number))
  expect(Math.max(...gaps) - Math.min(...gaps)).toBeLessThanOrEqual(1)
  expect(blocks.at(-1)).toBe(1000)
})

test('more active blocks than the range holds is refused', () => {
  expect(() => spreadBlocks(10, 20, 11)).toThrow(/10 blocks/)
})

test('over 100 active blocks the account sends and receives ETH, both ERC-20s and NFTs', () => {
  const steps = Array.from({ length: 100 }, (_, k) => activityOf(k)).flat()
  const kinds = new Set(steps.map((step) => `${step.asset} ${step.direction}`))
  expect(kinds).toEqual(
    new Set(['eth in', 'eth out', 'ausd in', 'ausd out', 'air in', 'air out', 'nft in', 'nft out']),
  )
  // Enough rows for two full history pages of 50.
  expect(steps.length).toBeGreaterThan(200)
})

test('the account never sends an NFT it does not hold, and keeps several', () => {
  let held = 0
  for (let k = 0; k < 100; k++) {
    for (const step of activityOf(k)) {
      if (step.asset !== 'nft') continue
      held += step.direction === 'in' ? 1 : -1
      expect(held, `active block ${k}`).toBeGreaterThanOrEqual(0)
    }
  }
  expect(held).toBeGreaterThanOrEqual(5)
})
