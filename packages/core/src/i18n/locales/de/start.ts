import type { GroupMessages } from '../../messages.js'

/** German: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'Wallet verbinden',
  connecting: 'Verbinde…',
  unsupportedChain: 'Nicht unterstützte Chain',
  connected: 'Verbunden mit {address}',
  disconnected: 'Wallet getrennt',
  networkSwitched: 'Zu {network} gewechselt',
}
