import { messageGroups } from './groups.js'
import type { Language } from './languages.js'
import { loadMessageGroup } from './loadMessageGroup.js'
import type { Messages } from './messages.js'

export type LoadMessagesParameters = { language: Language }
export type LoadMessagesReturnType = Promise<Messages>

/**
 * The whole message catalogue of `language`, every group loaded (the modal loads only the groups
 * it shows; see loadMessageGroups).
 *
 * @example const messages = await loadMessages({ language: 'ar' })
 */
export async function loadMessages({ language }: LoadMessagesParameters): LoadMessagesReturnType {
  const groups = await Promise.all(
    messageGroups.map((group) => loadMessageGroup({ language, group })),
  )
  return Object.assign({}, ...groups) as Messages
}
