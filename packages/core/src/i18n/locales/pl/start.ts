import type { GroupMessages } from '../../messages.js'

/** Polish: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'Połącz portfel',
  connecting: 'Łączenie…',
  unsupportedChain: 'Nieobsługiwany łańcuch',
  connected: 'Połączono z {address}',
  disconnected: 'Portfel rozłączony',
  networkSwitched: 'Przełączono na {network}',
}
