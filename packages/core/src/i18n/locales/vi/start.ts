import type { GroupMessages } from '../../messages.js'

/** Vietnamese: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'Kết nối ví',
  connecting: 'Đang kết nối…',
  unsupportedChain: 'Chuỗi không được hỗ trợ',
  connected: 'Đã kết nối với {address}',
  disconnected: 'Đã ngắt kết nối ví',
  networkSwitched: 'Đã chuyển sang {network}',
}
