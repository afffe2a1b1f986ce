import type { GroupMessages } from '../../messages.js'

/** Dutch: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'Wallet koppelen',
  connecting: 'Verbinden…',
  unsupportedChain: 'Niet-ondersteunde chain',
  connected: 'Verbonden met {address}',
  disconnected: 'Wallet ontkoppeld',
  networkSwitched: 'Gewisseld naar {network}',
}
