/**
 * A US dollar amount with two decimals and thousands separators.
 *
 * @example formatUsd(1275000) // '$1,275,000.00'
 */
export function formatUsd(value: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value)
}
