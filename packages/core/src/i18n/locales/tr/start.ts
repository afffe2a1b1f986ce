import type { GroupMessages } from '../../messages.js'

/** Turkish: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'Cüzdan Bağla',
  connecting: 'Bağlanıyor…',
  unsupportedChain: 'Desteklenmeyen zincir',
  connected: '{address} adresine bağlandı',
  disconnected: 'Cüzdan bağlantısı kesildi',
  networkSwitched: '{network} ağına geçildi',
}
