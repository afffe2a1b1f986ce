/**
 * `count` block numbers spread evenly over (`first`, `last`], the last one at `last`: where an
 * account's activity goes on a long chain whose other blocks stay empty.
 */
export function spreadBlocks(first: number, last: number, count: number): number[] {
  const span = last - first
  if (count > span) throw new Error(`${count} active blocks do not fit in ${span} blocks`)
  return Array.from(
    { length: count },
    (_, index) => first + Math.round(((index + 1) * span) / count),
  )
}

/** One movement of the account in an active block: what moves, and which way. */
export type ActivityStep = {
  asset: 'eth' | 'ausd' | 'air' | 'nft'
  direction: 'in' | 'out'
}

/**
 * What the account does in its `k`-th active block: ETH and AUSD every block (in and out by
 * turns), AIR in every third and out every fourth, an NFT minted to it every eighth and one sent
 * away every sixteenth (never more than it holds).
 */
export function activityOf(k: number): ActivityStep[] {
  const steps: ActivityStep[] = [
    { asset: 'eth', direction: k % 2 ? 'in' : 'out' },
    { asset: 'ausd', direction: k % 2 ? 'out' : 'in' },
  ]
  if (k % 3 === 0) steps.push({ asset: 'air', direction: 'in' })
  if (k % 4 === 3) steps.push({ asset: 'air', direction: 'out' })
  if (k % 8 === 1) steps.push({ asset: 'nft', direction: 'in' })
  if (k % 16 === 14) steps.push({ asset: 'nft', direction: 'out' })
  return steps
}
