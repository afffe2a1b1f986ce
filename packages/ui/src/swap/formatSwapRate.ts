import { formatUnits } from '@airlock/core'

type RateToken = { symbol: string; decimals: number }

export type FormatSwapRateParameters = {
  fromToken: RateToken | undefined
  toToken: RateToken | undefined
  /** The quote's amounts in base units. */
  quote: { fromAmount: string; toAmount: string } | undefined
}

/**
 * The quote's rate as one whole token sold and what it buys ("1 ETH = 3,012.5 AUSD"), written for
 * `locale`: four decimals at most from one up, four significant digits below one. Undefined
 * without a quote or for a quote of nothing.
 *
 * @example formatSwapRate({ fromToken, toToken, quote }, 'de') // '1 ETH = 3.012,5 AUSD'
 */
export function formatSwapRate(
  { fromToken, toToken, quote }: FormatSwapRateParameters,
  locale: string,
): string | undefined {
  if (!fromToken || !toToken || !quote) return undefined
  const sold = Number(formatUnits(BigInt(quote.fromAmount), fromToken.decimals))
  const bought = Number(formatUnits(BigInt(quote.toAmount), toToken.decimals))
  if (!(sold > 0) || !(bought > 0)) return undefined
  const rate = bought / sold
  const digits = rate >= 1 ? { maximumFractionDigits: 4 } : { maximumSignificantDigits: 4 }
  const one = new Intl.NumberFormat(locale).format(1)
  return `${one} ${fromToken.symbol} = ${new Intl.NumberFormat(locale, digits).format(rate)} ${toToken.symbol}`
}
