import type { GroupMessages } from '../../messages.js'

/** Polish: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'Wspólny rejestr',
  networkGuideRecordText:
    'Sieć to blockchain: komputery na całym świecie prowadzą jeden rejestr kont, tokenów i aplikacji.',
  networkGuideFeesTitle: 'Własna waluta',
  networkGuideFeesText:
    'Każda sieć ma własną walutę, którą płaci się opłatę za każdą transakcję w tej sieci.',
  networkGuideSwitchTitle: 'Zmieniaj miejsce działania',
  networkGuideSwitchText:
    'Aplikacja może działać w kilku sieciach. Twoje tokeny zostają w sieci, która je przechowuje; zmiana sieci zmienia miejsce, w którym ich używasz.',
}
