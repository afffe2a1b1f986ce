import type { AppKit } from '../createAppKit.js'
import { type Language, resolveLanguage } from '../i18n/languages.js'
import { loadMessages } from '../i18n/loadMessages.js'

export type SetLanguageParameters = {
  /** A BCP 47 tag or a list of them, best first; the first supported one wins, else English. */
  language: string | readonly string[]
}
export type SetLanguageReturnType = Promise<Language>

const attempts = new WeakMap<AppKit, number>()

/**
 * Switches the modal's language: loads that catalogue (its own chunk), then sets
 * `state.language`, which re-renders the views and sets `dir` on the modal's host. The
 * `messages` option still overrides single texts. A later call wins over one still loading.
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
  const messages = await loadMessages({ language: resolved })
  if (attempts.get(appKit) !== attempt) return resolved
  appKit.options.messages = { ...messages, ...appKit.options.messageOverrides }
  appKit.state.language = resolved
  return resolved
}
