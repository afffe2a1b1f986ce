import type { GroupMessages } from '../../messages.js'

/** Thai: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'เชื่อมต่อวอลเล็ต',
  connecting: 'กำลังเชื่อมต่อ…',
  unsupportedChain: 'เชนที่ไม่รองรับ',
  connected: 'เชื่อมต่อกับ {address} แล้ว',
  disconnected: 'ยกเลิกการเชื่อมต่อวอลเล็ตแล้ว',
  networkSwitched: 'สลับไปที่ {network} แล้ว',
}
