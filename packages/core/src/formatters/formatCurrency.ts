import { formatBalance } from './formatBalance.js'

let isoCodes: ReadonlySet<string> | undefined

/** True for an ISO 4217 code the runtime's Intl knows (USD, EUR, JPY), false for a token symbol. */
function isIsoCurrency(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false
  if (typeof Intl.supportedValuesOf !== 'function') return true
  isoCodes ??= new Set(Intl.supportedValuesOf('currency'))
  return isoCodes.has(code)
}

/**
 * An amount in a currency, written for `locale` through `Intl.NumberFormat`: a fiat currency
 * (an ISO 4217 code: USD, EUR, JPY…) with its symbol where the locale puts it and its own decimals
 * (none for the yen, two for the euro), `whole` dropping the decimals of a whole amount (the Buy
 * view's preset buttons); anything else (a token symbol such as ETH or AUSD) as the amount, cut
 * to 6 decimals, and the symbol after it. The amount is formatted as a decimal, never through a
 * float.
 *
 * @example formatCurrency('1234.5', 'EUR', 'de-DE') // '1.234,50 €'
 * @example formatCurrency('50', 'USD', 'en-US', { whole: true }) // '$50'
 * @example formatCurrency('0.1234567', 'ETH', 'fr-FR') // '0,123456 ETH'
 */
export function formatCurrency(
  amount: string | number,
  currency: string,
  locale = 'en-US',
  options: { whole?: boolean } = {},
): string {
  const value = String(amount)
  const code = currency.toUpperCase()
  if (!isIsoCurrency(code)) return `${formatBalance(value, 6, locale)} ${currency}`
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    ...(options.whole ? { trailingZeroDisplay: 'stripIfInteger' } : {}),
  }).format(value as `${number}`)
}
