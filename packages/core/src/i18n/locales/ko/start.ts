import type { GroupMessages } from '../../messages.js'

/** Korean: the buttons and the announcements a page can make before the modal is opened (loaded at start). */
export const start: GroupMessages<'start'> = {
  connectWallet: '지갑 연결',
  connecting: '연결 중…',
  unsupportedChain: '지원되지 않는 체인',
  connected: '{address}에 연결됨',
  disconnected: '지갑 연결이 해제되었습니다',
  networkSwitched: '{network}(으)로 전환했습니다',
}
