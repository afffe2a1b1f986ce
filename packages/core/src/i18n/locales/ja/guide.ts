import type { GroupMessages } from '../../messages.js'

/** Japanese: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: '共有された記録',
  networkGuideRecordText:
    'ネットワークとはブロックチェーンのことです。世界中のコンピューターが、アカウント・トークン・アプリの記録をひとつにして保っています。',
  networkGuideFeesTitle: '独自の通貨',
  networkGuideFeesText:
    'ネットワークごとに独自の通貨があり、そこで行う取引の手数料はその通貨で支払います。',
  networkGuideSwitchTitle: '使う場所を切り替える',
  networkGuideSwitchText:
    'アプリは複数のネットワークで動くことがあります。トークンは保管されているネットワークに残り、切り替えると使う場所が変わります。',
}
