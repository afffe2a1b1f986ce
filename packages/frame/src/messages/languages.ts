/**
 * The languages the frame speaks: the modal's own (BCP 47 tags, as `@airlock/core` lists them).
 * English is built in; each other language's catalogue loads on its own.
 */
export const frameLanguages = [
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

export type FrameLanguage = (typeof frameLanguages)[number]

/** `rtl` for Arabic, Hebrew and Persian (written right to left), else `ltr`. */
export function getFrameTextDirection(language: FrameLanguage): 'ltr' | 'rtl' {
  return language === 'ar' || language === 'he' || language === 'fa' ? 'rtl' : 'ltr'
}
