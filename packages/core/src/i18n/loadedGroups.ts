import type { AppKit } from '../createAppKit.js'
import type { Language } from './languages.js'
import type { MessageGroup } from './messages.js'

export type LoadedGroups = { language: Language; groups: Set<MessageGroup> }

const loaded = new WeakMap<AppKit, LoadedGroups>()

/**
 * Which language and groups `appKit.options.messages` holds: English's `start` group until
 * loadMessageGroups or setLanguage add to it.
 */
export function getLoadedGroups(appKit: AppKit): LoadedGroups {
  let entry = loaded.get(appKit)
  if (!entry) {
    entry = { language: 'en', groups: new Set(['start']) }
    loaded.set(appKit, entry)
  }
  return entry
}

export function setLoadedGroups(appKit: AppKit, entry: LoadedGroups): void {
  loaded.set(appKit, entry)
}
