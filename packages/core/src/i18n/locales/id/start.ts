import type { GroupMessages } from '../../messages.js'

/** Indonesian: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'Hubungkan Dompet',
  connecting: 'Menghubungkan…',
  unsupportedChain: 'Rantai tidak didukung',
  connected: 'Terhubung ke {address}',
  disconnected: 'Dompet terputus',
  networkSwitched: 'Beralih ke {network}',
}
