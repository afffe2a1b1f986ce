import type { GroupMessages } from '../../messages.js'

/** German: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'Ein gemeinsames Register',
  networkGuideRecordText:
    'Ein Netzwerk ist eine Blockchain: Computer auf der ganzen Welt führen ein gemeinsames Register von Konten, Token und Apps.',
  networkGuideFeesTitle: 'Eine eigene Währung',
  networkGuideFeesText:
    'Jedes Netzwerk hat seine eigene Währung, mit der die Gebühr jeder Transaktion dort bezahlt wird.',
  networkGuideSwitchTitle: 'Wechseln, wo Sie handeln',
  networkGuideSwitchText:
    'Eine App kann in mehreren Netzwerken laufen. Ihre Token bleiben im Netzwerk, das sie hält; ein Wechsel ändert, wo Sie sie nutzen.',
}
