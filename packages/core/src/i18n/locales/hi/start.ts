import type { GroupMessages } from '../../messages.js'

/** Hindi: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'वॉलेट कनेक्ट करें',
  connecting: 'कनेक्ट हो रहा है…',
  unsupportedChain: 'असमर्थित चेन',
  connected: '{address} से कनेक्ट है',
  disconnected: 'वॉलेट डिस्कनेक्ट हो गया',
  networkSwitched: '{network} पर बदल गया',
}
