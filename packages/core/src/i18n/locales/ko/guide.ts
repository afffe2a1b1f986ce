import type { GroupMessages } from '../../messages.js'

/** Korean: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: '함께 쓰는 기록',
  networkGuideRecordText:
    '네트워크는 블록체인입니다. 전 세계의 컴퓨터가 계정, 토큰, 앱에 대한 하나의 기록을 유지합니다.',
  networkGuideFeesTitle: '고유한 통화',
  networkGuideFeesText:
    '네트워크마다 고유한 통화가 있으며, 그곳에서 하는 모든 거래의 수수료를 그 통화로 냅니다.',
  networkGuideSwitchTitle: '활동할 곳 바꾸기',
  networkGuideSwitchText:
    '앱은 여러 네트워크에서 실행될 수 있습니다. 토큰은 보관된 네트워크에 그대로 있고, 네트워크를 바꾸면 토큰을 사용하는 곳이 바뀝니다.',
}
