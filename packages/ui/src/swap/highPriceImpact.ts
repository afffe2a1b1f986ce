/** Above this price impact, in percent, the swap form warns before the visitor reviews. */
const highPriceImpactPercent = 3

/**
 * Whether a quote's price impact (in percent) is high enough to warn about: above 3%.
 *
 * @example highPriceImpact(4.2) // true
 */
export function highPriceImpact(priceImpact: number | undefined): boolean {
  return priceImpact !== undefined && priceImpact > highPriceImpactPercent
}
