/**
 * A decimal string cut (floored, never rounded up) to `decimals` places, trailing zeros dropped.
 * Balances show 3 decimals, token balances 2 (spec §5).
 *
 * @example formatBalance('9999.98765') // '9999.987'
 */
export function formatBalance(value: string | undefined, decimals = 3): string {
  if (!value) return '0'
  const negative = value.startsWith('-')
  const [whole = '0', fraction = ''] = (negative ? value.slice(1) : value).split('.')
  const cut = fraction.slice(0, decimals).replace(/0+$/, '')
  const wholeDigits = whole.replace(/^0+(?=\d)/, '') || '0'
  const result = cut ? `${wholeDigits}.${cut}` : wholeDigits
  return negative && result !== '0' ? `-${result}` : result
}
