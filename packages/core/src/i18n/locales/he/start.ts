import type { GroupMessages } from '../../messages.js'

/** Hebrew (right to left): the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'חיבור ארנק',
  connecting: 'מתחבר…',
  unsupportedChain: 'רשת לא נתמכת',
  connected: 'מחובר אל {address}',
  disconnected: 'הארנק נותק',
  networkSwitched: 'עברת אל {network}',
}
