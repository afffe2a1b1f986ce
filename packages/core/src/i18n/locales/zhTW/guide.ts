import type { GroupMessages } from '../../messages.js'

/** Chinese (Traditional): the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: '一份共享的紀錄',
  networkGuideRecordText:
    '網路就是一條區塊鏈：世界各地的電腦共同維護一份關於帳戶、代幣和應用程式的紀錄。',
  networkGuideFeesTitle: '自己的貨幣',
  networkGuideFeesText: '每個網路都有自己的貨幣，你在上面的每筆交易都用它支付手續費。',
  networkGuideSwitchTitle: '切換使用的地方',
  networkGuideSwitchText:
    '一個應用程式可以在多個網路上運作。你的代幣留在保存它們的網路上；切換網路改變的是你使用它們的地方。',
}
