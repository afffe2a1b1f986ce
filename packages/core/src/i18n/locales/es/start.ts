import type { GroupMessages } from '../../messages.js'

/** Spanish: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'Conectar billetera',
  connecting: 'Conectando…',
  unsupportedChain: 'Cadena no admitida',
  connected: 'Conectado a {address}',
  disconnected: 'Billetera desconectada',
  networkSwitched: 'Cambiado a {network}',
}
