import type { GroupMessages } from '../../messages.js'

/** Italian: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'Collega wallet',
  connecting: 'Connessione…',
  unsupportedChain: 'Chain non supportata',
  connected: 'Collegato a {address}',
  disconnected: 'Wallet disconnesso',
  networkSwitched: 'Passato a {network}',
}
