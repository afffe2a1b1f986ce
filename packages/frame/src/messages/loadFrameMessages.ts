import type { FrameLanguage } from './languages.js'
import type { FrameMessages } from './types.js'

type Catalogue = Promise<{ messages: FrameMessages }>

/** One chunk per language, so a page in one language never downloads the others. */
const catalogues: Record<Exclude<FrameLanguage, 'en'>, () => Catalogue> = {
  ar: () => import('./locales/ar.js'),
  de: () => import('./locales/de.js'),
  es: () => import('./locales/es.js'),
  fa: () => import('./locales/fa.js'),
  fr: () => import('./locales/fr.js'),
  he: () => import('./locales/he.js'),
  hi: () => import('./locales/hi.js'),
  id: () => import('./locales/id.js'),
  it: () => import('./locales/it.js'),
  ja: () => import('./locales/ja.js'),
  ko: () => import('./locales/ko.js'),
  nl: () => import('./locales/nl.js'),
  pl: () => import('./locales/pl.js'),
  pt: () => import('./locales/pt.js'),
  ru: () => import('./locales/ru.js'),
  sv: () => import('./locales/sv.js'),
  th: () => import('./locales/th.js'),
  tr: () => import('./locales/tr.js'),
  uk: () => import('./locales/uk.js'),
  vi: () => import('./locales/vi.js'),
  'zh-CN': () => import('./locales/zh-CN.js'),
  'zh-TW': () => import('./locales/zh-TW.js'),
}

/**
 * The whole catalogue of a language other than English (each its own chunk); undefined for
 * English, which every part of the frame carries built in.
 *
 * @example const messages = await loadFrameMessages('ar') // messages.approve === 'موافقة'
 */
export async function loadFrameMessages(
  language: FrameLanguage,
): Promise<FrameMessages | undefined> {
  if (language === 'en') return undefined
  return (await catalogues[language]()).messages
}
