import { type AppKit, getErrorMessageKey, type MessageKey, showToast } from '@airlock/core'
import { text } from '../i18n/text.js'

/**
 * Copies `value` to the clipboard and says so with a toast (`successKey`), or shows why it failed.
 * Does nothing where the page has no clipboard access.
 */
export function copyWithToast(appKit: AppKit, value: string, successKey: MessageKey): void {
  const clipboard = globalThis.navigator?.clipboard
  if (!clipboard) return
  clipboard.writeText(value).then(
    () => showToast(appKit, { message: text(appKit, successKey), variant: 'success' }),
    (error: unknown) =>
      showToast(appKit, { message: text(appKit, getErrorMessageKey(error)), variant: 'error' }),
  )
}
