import type { GroupMessages } from '../../messages.js'

/** Portuguese: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'Um registro compartilhado',
  networkGuideRecordText:
    'Uma rede é uma blockchain: computadores do mundo todo mantêm um único registro de contas, tokens e aplicativos.',
  networkGuideFeesTitle: 'Uma moeda própria',
  networkGuideFeesText:
    'Cada rede tem sua própria moeda, que paga a taxa de cada transação que você faz nela.',
  networkGuideSwitchTitle: 'Mude onde você age',
  networkGuideSwitchText:
    'Um aplicativo pode funcionar em várias redes. Seus tokens ficam na rede que os guarda; trocar de rede muda onde você os usa.',
}
