import type { GroupMessages } from '../../messages.js'

/** Chinese, simplified script: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: '连接钱包',
  connecting: '正在连接…',
  unsupportedChain: '不支持的链',
  connected: '已连接到 {address}',
  disconnected: '钱包已断开',
  networkSwitched: '已切换到 {network}',
}
