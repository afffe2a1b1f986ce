import type { MessageKey, Messages } from './messages.js'

/**
 * Looks `key` up in `messages` and fills `{name}` placeholders.
 *
 * @example formatMessage(en, 'continueInWallet', { wallet: 'Rabby' }) // 'Continue in Rabby'
 */
export function formatMessage(
  messages: Messages,
  key: MessageKey,
  values: Record<string, string | number> = {},
): string {
  return messages[key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}
