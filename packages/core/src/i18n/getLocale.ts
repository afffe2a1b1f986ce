import type { AppKit } from '../createAppKit.js'

/**
 * The locale numbers, dates and currency are written in: the visitor's own tag for the modal's
 * language (`de-CH` when the browser prefers it and the modal speaks German, `en-GB` for English
 * with British dates), else the language itself. Texts come from the language's catalogue.
 *
 * @example getLocale(appKit) // 'pt-BR' for a Brazilian browser
 */
export function getLocale(appKit: AppKit): string {
  const { language } = appKit.state
  const base = language.split('-')[0]
  const tag = appKit.options.languages
    .map((preference) => preference.replace(/_/g, '-'))
    .find((preference) => preference.split('-')[0]?.toLowerCase() === base)
  try {
    // A malformed tag from an option falls back to the language rather than throwing later.
    return (tag && Intl.getCanonicalLocales(tag)[0]) || language
  } catch {
    return language
  }
}
