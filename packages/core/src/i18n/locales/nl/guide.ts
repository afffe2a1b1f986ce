import type { GroupMessages } from '../../messages.js'

/** Dutch: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'Een gedeeld register',
  networkGuideRecordText:
    'Een netwerk is een blockchain: computers over de hele wereld houden één register bij van accounts, tokens en apps.',
  networkGuideFeesTitle: 'Een eigen munt',
  networkGuideFeesText:
    'Elk netwerk heeft een eigen munt, waarmee de kosten van elke transactie daar worden betaald.',
  networkGuideSwitchTitle: 'Wissel waar je handelt',
  networkGuideSwitchText:
    'Een app kan op meerdere netwerken draaien. Je tokens blijven op het netwerk dat ze bewaart; wisselen verandert waar je ze gebruikt.',
}
