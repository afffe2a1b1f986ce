import type { GroupMessages } from '../../messages.js'

/** Chinese, traditional script: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: '連接錢包',
  connecting: '正在連接…',
  unsupportedChain: '不支援的鏈',
  connected: '已連接至 {address}',
  disconnected: '錢包已中斷連接',
  networkSwitched: '已切換至 {network}',
}
