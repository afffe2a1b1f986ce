/**
 * A US dollar amount (what the data API prices in) with two decimals, written for `locale`
 * through `Intl.NumberFormat`: grouping, decimal sign, digits and where the symbol goes.
 *
 * @example formatUsd(1275000) // '$1,275,000.00'
 * @example formatUsd(1275000, 'de') // '1.275.000,00 $'
 */
export function formatUsd(value: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value)
}
