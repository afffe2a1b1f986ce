import type { AppKit } from '../../createAppKit.js'
import type { MessageGroup, Messages } from '../../i18n/messages.js'
import { loadMessageGroups } from '../loadMessageGroups.js'

/**
 * The instance's catalogue once `groups` are in it, for a text an action shows on its own (a toast
 * with no view of the group open). If they cannot load, the catalogue as it is.
 */
export async function loadedMessages(
  appKit: AppKit,
  groups: readonly MessageGroup[],
): Promise<Partial<Messages>> {
  await loadMessageGroups(appKit, { groups }).catch(() => undefined)
  return appKit.options.messages
}
