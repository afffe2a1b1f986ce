/**
 * A fiat currency's name in `locale`, after its code, through `Intl.DisplayNames` ("USD · US
 * Dollar" in English, "EUR · Euro" in German); the code alone where the runtime has no name for
 * it or it is not an ISO 4217 code.
 *
 * @example formatCurrencyName('EUR', 'fr-FR') // 'EUR · euro'
 * @example formatCurrencyName('XYZ1', 'en-US') // 'XYZ1'
 */
export function formatCurrencyName(code: string, locale = 'en-US'): string {
  const upper = code.toUpperCase()
  if (!/^[A-Z]{3}$/.test(upper) || typeof Intl.DisplayNames !== 'function') return code
  try {
    const name = new Intl.DisplayNames(locale, { type: 'currency', fallback: 'none' }).of(upper)
    return name ? `${upper} · ${name}` : upper
  } catch {
    return upper
  }
}
