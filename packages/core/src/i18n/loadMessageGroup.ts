import type { Language } from './languages.js'
import type { Loaders } from './messageLoaders.js'
import type { GroupMessages, MessageGroup } from './messages.js'

/** English's groups, a chunk each; other languages go through the table in messageLoaders. */
const english: Loaders = {
  start: () => import('./locales/en/start.js').then((module) => module.start),
  modal: () => import('./locales/en/modal.js').then((module) => module.modal),
  account: () => import('./locales/en/account.js').then((module) => module.account),
  email: () => import('./locales/en/email.js').then((module) => module.email),
  swap: () => import('./locales/en/swap.js').then((module) => module.swap),
  buy: () => import('./locales/en/buy.js').then((module) => module.buy),
  names: () => import('./locales/en/names.js').then((module) => module.names),
  guide: () => import('./locales/en/guide.js').then((module) => module.guide),
}

export type LoadMessageGroupParameters<group extends MessageGroup> = {
  language: Language
  group: group
}
export type LoadMessageGroupReturnType<group extends MessageGroup> = Promise<GroupMessages<group>>

/**
 * One group of `language`'s catalogue, loaded on demand (its own chunk).
 *
 * @example const texts = await loadMessageGroup({ language: 'de', group: 'swap' })
 */
export function loadMessageGroup<group extends MessageGroup>({
  language,
  group,
}: LoadMessageGroupParameters<group>): LoadMessageGroupReturnType<group> {
  if (language === 'en') return english[group]() as LoadMessageGroupReturnType<group>
  return import('./messageLoaders.js').then(
    ({ messageLoaders }) => messageLoaders[language][group]() as LoadMessageGroupReturnType<group>,
  )
}
