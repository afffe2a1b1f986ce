import type { GroupMessages } from '../../messages.js'

/** Persian (right to left): the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'اتصال کیف پول',
  connecting: 'در حال اتصال…',
  unsupportedChain: 'زنجیره پشتیبانی‌نشده',
  connected: 'متصل به {address}',
  disconnected: 'اتصال کیف پول قطع شد',
  networkSwitched: 'به {network} رفتید',
}
