import type { AppKit } from '../createAppKit.js'
import { getLoadedGroups } from '../i18n/loadedGroups.js'
import type { MessageGroup } from '../i18n/messages.js'

/**
 * Whether every one of `groups` is in the instance's catalogue, in its current language.
 *
 * @example if (!hasMessageGroups(appKit, ['swap'])) await loadMessageGroups(appKit, { groups: ['swap'] })
 */
export function hasMessageGroups(appKit: AppKit, groups: readonly MessageGroup[]): boolean {
  const loaded = getLoadedGroups(appKit)
  return (
    loaded.language === appKit.state.language && groups.every((group) => loaded.groups.has(group))
  )
}
