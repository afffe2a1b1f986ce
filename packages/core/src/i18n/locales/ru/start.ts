import type { GroupMessages } from '../../messages.js'

/** Russian: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'Подключить кошелёк',
  connecting: 'Подключение…',
  unsupportedChain: 'Неподдерживаемая сеть',
  connected: 'Подключено к {address}',
  disconnected: 'Кошелёк отключён',
  networkSwitched: 'Сеть изменена на {network}',
}
