import type { GroupMessages } from '../../messages.js'

/** Hindi: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'एक साझा रिकॉर्ड',
  networkGuideRecordText:
    'नेटवर्क एक ब्लॉकचेन है: दुनिया भर के कंप्यूटर खातों, टोकन और ऐप्स का एक ही रिकॉर्ड रखते हैं।',
  networkGuideFeesTitle: 'अपनी मुद्रा',
  networkGuideFeesText: 'हर नेटवर्क की अपनी मुद्रा होती है, जिससे वहाँ आपके हर लेनदेन का शुल्क चुकाया जाता है।',
  networkGuideSwitchTitle: 'काम की जगह बदलें',
  networkGuideSwitchText:
    'एक ऐप कई नेटवर्क पर चल सकता है। आपके टोकन उसी नेटवर्क पर रहते हैं जिस पर वे हैं; नेटवर्क बदलने से वह जगह बदलती है जहाँ आप उनका उपयोग करते हैं।',
}
