import type { AppKit } from '../createAppKit.js'
import { type Language, resolveLanguage } from '../i18n/languages.js'
import { getLoadedGroups, setLoadedGroups } from '../i18n/loadedGroups.js'
import { loadMessageGroup } from '../i18n/loadMessageGroup.js'
import type { MessageGroup, Messages } from '../i18n/messages.js'

export type SetLanguageParameters = {
  /** A BCP 47 tag or a list of them, best first; the first supported one wins, else English. */
  language: string | readonly string[]
}
export type SetLanguageReturnType = Promise<Language>

const attempts = new WeakMap<AppKit, number>()

/**
 * Switches the modal's language: loads the groups of that catalogue the modal has shown so far
 * (each its own chunk), then sets `state.language`, which re-renders the views and sets `dir` on
 * the modal's host; other groups load in that language when shown. The `messages` option still
 * overrides single texts. A later call wins over one still loading.
 *
 * @example await setLanguage(appKit, { language: 'ar' }) // 'ar'; the modal reads right to left
 */
export async function setLanguage(
  appKit: AppKit,
  { language }: SetLanguageParameters,
): SetLanguageReturnType {
  const resolved = resolveLanguage(typeof language === 'string' ? [language] : language)
  const attempt = (attempts.get(appKit) ?? 0) + 1
  attempts.set(appKit, attempt)
  const groups = new Set<MessageGroup>()
  const texts: Partial<Messages> = {}
  for (;;) {
    // Groups the old language gained while these loaded are wanted too.
    const wanted = [...getLoadedGroups(appKit).groups].filter((group) => !groups.has(group))
    if (wanted.length === 0) break
    const loaded = await Promise.all(
      wanted.map((group) => loadMessageGroup({ language: resolved, group })),
    )
    if (attempts.get(appKit) !== attempt) return resolved
    Object.assign(texts, ...loaded)
    for (const group of wanted) groups.add(group)
  }
  appKit.options.messages = { ...texts, ...appKit.options.messageOverrides }
  setLoadedGroups(appKit, { language: resolved, groups })
  appKit.state.language = resolved
  return resolved
}
