import type { GroupMessages } from '../../messages.js'

/** French: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'Connecter un portefeuille',
  connecting: 'Connexion…',
  unsupportedChain: 'Chaîne non prise en charge',
  connected: 'Connecté à {address}',
  disconnected: 'Portefeuille déconnecté',
  networkSwitched: 'Réseau changé pour {network}',
}
