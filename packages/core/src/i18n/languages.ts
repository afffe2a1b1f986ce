/** Languages the message catalogue is translated into (BCP 47 tags). English loads with the modal. */
export const languages = [
  'en',
  'ar',
  'de',
  'es',
  'fa',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt',
  'ru',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const

export type Language = (typeof languages)[number]

/** Languages written right to left: the modal's host gets `dir="rtl"`. */
export const rtlLanguages: readonly Language[] = ['ar', 'fa', 'he']

/**
 * The first supported language of `preferred` (a `language` option or `navigator.languages`):
 * an exact tag, then its base language (`pt-BR` → `pt`), then Chinese by script or region
 * (`zh-Hant`, `zh-HK` → `zh-TW`; other `zh` → `zh-CN`). English when none is supported.
 *
 * @example resolveLanguage(['fr-CA', 'en']) // 'fr'
 */
export function resolveLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const exact = languages.find((language) => language.toLowerCase() === tag.toLowerCase())
    if (exact) return exact
    const [base = '', ...rest] = tag.toLowerCase().split(/[-_]/)
    if (base === 'zh') {
      return rest.some((part) => ['hant', 'tw', 'hk', 'mo'].includes(part)) ? 'zh-TW' : 'zh-CN'
    }
    // Older Hebrew and Indonesian tags.
    const alias = base === 'iw' ? 'he' : base === 'in' ? 'id' : base
    const found = languages.find((language) => language === alias)
    if (found) return found
  }
  return 'en'
}

/** `rtl` for Arabic, Hebrew and Persian, else `ltr`. */
export function getTextDirection(language: string): 'ltr' | 'rtl' {
  return rtlLanguages.includes(language as Language) ? 'rtl' : 'ltr'
}
