import type { GroupMessages } from '../../messages.js'

/** Swedish: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'Anslut plånbok',
  connecting: 'Ansluter…',
  unsupportedChain: 'Kedjan stöds inte',
  connected: 'Ansluten till {address}',
  disconnected: 'Plånboken kopplades från',
  networkSwitched: 'Bytte till {network}',
}
