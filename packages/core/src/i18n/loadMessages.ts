import type { Language } from './languages.js'
import { en, type Messages } from './messages.js'

// One dynamic import per language: a bundler makes each catalogue its own chunk, fetched only
// when that language is chosen, so no translation enters a dapp's first load.
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  ar: () => import('./locales/ar.js').then((module) => module.ar),
  de: () => import('./locales/de.js').then((module) => module.de),
  es: () => import('./locales/es.js').then((module) => module.es),
  fa: () => import('./locales/fa.js').then((module) => module.fa),
  fr: () => import('./locales/fr.js').then((module) => module.fr),
  he: () => import('./locales/he.js').then((module) => module.he),
  hi: () => import('./locales/hi.js').then((module) => module.hi),
  id: () => import('./locales/id.js').then((module) => module.id),
  it: () => import('./locales/it.js').then((module) => module.it),
  ja: () => import('./locales/ja.js').then((module) => module.ja),
  ko: () => import('./locales/ko.js').then((module) => module.ko),
  nl: () => import('./locales/nl.js').then((module) => module.nl),
  pl: () => import('./locales/pl.js').then((module) => module.pl),
  pt: () => import('./locales/pt.js').then((module) => module.pt),
  ru: () => import('./locales/ru.js').then((module) => module.ru),
  sv: () => import('./locales/sv.js').then((module) => module.sv),
  th: () => import('./locales/th.js').then((module) => module.th),
  tr: () => import('./locales/tr.js').then((module) => module.tr),
  uk: () => import('./locales/uk.js').then((module) => module.uk),
  vi: () => import('./locales/vi.js').then((module) => module.vi),
  'zh-CN': () => import('./locales/zhCN.js').then((module) => module.zhCN),
  'zh-TW': () => import('./locales/zhTW.js').then((module) => module.zhTW),
}

export type LoadMessagesParameters = { language: Language }
export type LoadMessagesReturnType = Promise<Messages>

/**
 * The message catalogue of `language`, loaded on demand (English is at hand).
 *
 * @example const messages = await loadMessages({ language: 'ar' })
 */
export function loadMessages({ language }: LoadMessagesParameters): LoadMessagesReturnType {
  return language === 'en' ? Promise.resolve(en) : loaders[language]()
}
