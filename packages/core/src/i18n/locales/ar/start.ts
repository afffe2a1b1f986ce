import type { GroupMessages } from '../../messages.js'

/** Arabic (right to left): the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'ربط المحفظة',
  connecting: 'جارٍ الربط…',
  unsupportedChain: 'سلسلة غير مدعومة',
  connected: 'متصل بـ {address}',
  disconnected: 'تم قطع اتصال المحفظة',
  networkSwitched: 'تم التبديل إلى {network}',
}
