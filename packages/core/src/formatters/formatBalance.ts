/**
 * A decimal string cut (floored, never rounded up) to `decimals` places, trailing zeros dropped.
 * Balances show 3 decimals, token balances 2 (spec §5). With a `locale`, the cut amount is written
 * the visitor's way through `Intl.NumberFormat` (grouping, decimal sign, digits), exactly: the
 * string is formatted as a decimal, never through a float.
 *
 * @example formatBalance('9999.98765') // '9999.987'
 * @example formatBalance('9999.98765', 3, 'de') // '9.999,987'
 */
export function formatBalance(value: string | undefined, decimals = 3, locale?: string): string {
  if (!value) return locale ? new Intl.NumberFormat(locale).format(0) : '0'
  const negative = value.startsWith('-')
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.')
  const cut = fraction.slice(0, decimals).replace(/0+$/, '')
  const wholeDigits = whole.replace(/^0+(?=\d)/, '') || '0'
  const digits = cut ? `${wholeDigits}.${cut}` : wholeDigits
  const result = negative && digits !== '0' ? `-${digits}` : digits
  if (!locale) return result
  return new Intl.NumberFormat(locale, { maximumFractionDigits: decimals }).format(
    result as `${number}`,
  )
}
