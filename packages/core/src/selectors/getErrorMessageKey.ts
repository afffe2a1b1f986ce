import { isUserRejection } from '../errors/isUserRejection.js'
import type { MessageKey } from '../i18n/messages.js'

/**
 * The catalogue message to show for a failed action: the rejection text when the visitor declined
 * in the wallet, `fallback` otherwise.
 *
 * @example showToast(appKit, { message: formatMessage(messages, getErrorMessageKey(error)), variant: 'error' })
 */
export function getErrorMessageKey(
  error: unknown,
  fallback: MessageKey = 'somethingWentWrong',
): MessageKey {
  return isUserRejection(error) ? 'userRejected' : fallback
}
