import type { AppKit } from '../createAppKit.js'
import { getLoadedGroups } from '../i18n/loadedGroups.js'
import { loadMessageGroup } from '../i18n/loadMessageGroup.js'
import type { MessageGroup } from '../i18n/messages.js'

export type LoadMessageGroupsParameters = { groups: readonly MessageGroup[] }
export type LoadMessageGroupsReturnType = Promise<void>

/**
 * Adds `groups` of the current language to the instance's catalogue (`options.messages`), the
 * `messages` overrides still on top: each part of the modal loads the texts it shows with its
 * chunk. Groups already in are not fetched again; a language switch meanwhile loads them in the
 * new language.
 *
 * @example await loadMessageGroups(appKit, { groups: ['account', 'swap'] })
 */
export async function loadMessageGroups(
  appKit: AppKit,
  { groups }: LoadMessageGroupsParameters,
): LoadMessageGroupsReturnType {
  for (;;) {
    const loaded = getLoadedGroups(appKit)
    const { language } = loaded
    const missing = groups.filter((group) => !loaded.groups.has(group))
    if (missing.length === 0) return
    const texts = await Promise.all(missing.map((group) => loadMessageGroup({ language, group })))
    // setLanguage replaced the catalogue meanwhile: load what is still missing in its language.
    if (getLoadedGroups(appKit) !== loaded) continue
    appKit.options.messages = {
      ...appKit.options.messages,
      ...Object.assign({}, ...texts),
      ...appKit.options.messageOverrides,
    }
    for (const group of missing) loaded.groups.add(group)
    return
  }
}
