import type { GroupMessages } from '../../messages.js'

/** Italian: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'Un registro condiviso',
  networkGuideRecordText:
    'Una rete è una blockchain: computer in tutto il mondo tengono un unico registro di account, token e app.',
  networkGuideFeesTitle: 'Una valuta propria',
  networkGuideFeesText:
    'Ogni rete ha la sua valuta, con cui si paga la commissione di ogni transazione che fai lì.',
  networkGuideSwitchTitle: 'Cambia dove agisci',
  networkGuideSwitchText:
    'Un’app può funzionare su più reti. I tuoi token restano sulla rete che li custodisce; cambiare rete cambia dove li usi.',
}
