import type { GroupMessages } from '../../messages.js'

/** Japanese: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: 'ウォレットを接続',
  connecting: '接続中…',
  unsupportedChain: '未対応のチェーン',
  connected: '{address} に接続しました',
  disconnected: 'ウォレットを切断しました',
  networkSwitched: '{network} に切り替えました',
}
