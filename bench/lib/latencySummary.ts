/** The median of a set of samples and their spread. */
export type LatencySummary = { median: number; min: number; max: number }

/**
 * Median, smallest and largest of `values`; refuses an empty set, whose median would be NaN.
 *
 * @example summarize([12, 9, 30]) // { median: 12, min: 9, max: 30 }
 */
export function summarize(values: readonly number[]): LatencySummary {
  if (values.length === 0) throw new Error('no samples to summarize')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median =
    sorted.length % 2
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
  return { median, min: sorted[0] as number, max: sorted.at(-1) as number }
}

/** `median (min–max)` with `digits` decimals, as the benchmark tables print it. */
export function formatSummary(summary: LatencySummary, digits: number): string {
  const format = (value: number) => value.toFixed(digits)
  return `${format(summary.median)} (${format(summary.min)}–${format(summary.max)})`
}
