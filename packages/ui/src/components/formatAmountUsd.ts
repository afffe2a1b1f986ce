import { formatUsd } from '@airlock/core'

/**
 * What `amount` whole tokens are worth at `price` USD each, written for `locale`; undefined without
 * a price or a positive amount, so a field shows nothing rather than a false $0.00.
 *
 * @example formatAmountUsd('2', 3000, 'en') // '$6,000.00'
 */
export function formatAmountUsd(
  amount: string | undefined,
  price: number | undefined,
  locale: string,
): string | undefined {
  const value = Number(amount)
  if (!price || !(price > 0) || !(value > 0)) return undefined
  return formatUsd(value * price, locale)
}
