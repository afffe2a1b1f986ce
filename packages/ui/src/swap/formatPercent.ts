/**
 * A price impact given in percent (`0.01` is 0.01%), written for `locale` through
 * `Intl.NumberFormat` with two decimals at most; a dash when the source gives none.
 *
 * @example formatPercent(0.01, 'de') // '0,01 %'
 */
export function formatPercent(value: number | undefined, locale?: string): string {
  if (value === undefined) return '—'
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    value / 100,
  )
}
