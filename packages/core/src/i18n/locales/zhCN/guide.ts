import type { GroupMessages } from '../../messages.js'

/** Chinese (Simplified): the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: '一份共享的记录',
  networkGuideRecordText:
    '网络就是一条区块链：世界各地的计算机共同维护一份关于账户、代币和应用的记录。',
  networkGuideFeesTitle: '自己的货币',
  networkGuideFeesText: '每个网络都有自己的货币，你在其上的每笔交易都用它支付手续费。',
  networkGuideSwitchTitle: '切换使用的地方',
  networkGuideSwitchText:
    '一个应用可以运行在多个网络上。你的代币留在保存它们的网络上；切换网络改变的是你使用它们的地方。',
}
