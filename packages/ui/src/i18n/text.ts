import { type AppKit, formatMessage, type MessageKey } from '@airlock/core'

/** A catalogue message of this instance (its `messages` option), placeholders filled. */
export function text(
  appKit: AppKit,
  key: MessageKey,
  values?: Record<string, string | number>,
): string {
  return formatMessage(appKit.options.messages, key, values)
}
