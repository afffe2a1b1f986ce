import { type AppKit, formatMessage, getLocale, type MessageKey } from '@airlock/core'

/**
 * A catalogue message in this instance's language (`messages` overrides applied), placeholders
 * filled and numbers and plurals formatted for the visitor's locale (getLocale).
 */
export function text(
  appKit: AppKit,
  key: MessageKey,
  values?: Record<string, string | number>,
): string {
  return formatMessage(appKit.options.messages, key, values, getLocale(appKit))
}
