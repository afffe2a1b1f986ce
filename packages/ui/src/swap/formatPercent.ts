/** A price impact in percent, two decimals at most; a dash when the source gives none. */
export function formatPercent(value: number | undefined): string {
  return value === undefined ? '—' : `${Math.round(value * 100) / 100}%`
}
