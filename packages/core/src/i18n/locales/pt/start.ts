import type { GroupMessages } from '../../messages.js'

/** Portuguese: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'Conectar carteira',
  connecting: 'Conectando…',
  unsupportedChain: 'Rede não suportada',
  connected: 'Conectado a {address}',
  disconnected: 'Carteira desconectada',
  networkSwitched: 'Mudou para {network}',
}
