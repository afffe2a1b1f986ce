import type { GroupMessages } from '../../messages.js'

/** Ukrainian: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'Підключити гаманець',
  connecting: 'Підключення…',
  unsupportedChain: 'Непідтримувана мережа',
  connected: 'Підключено до {address}',
  disconnected: 'Гаманець відключено',
  networkSwitched: 'Мережу змінено на {network}',
}
