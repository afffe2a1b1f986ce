import type { GroupMessages } from '../../messages.js'

/** Swedish: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'Ett gemensamt register',
  networkGuideRecordText:
    'Ett nätverk är en blockkedja: datorer över hela världen håller ett gemensamt register över konton, tokens och appar.',
  networkGuideFeesTitle: 'En egen valuta',
  networkGuideFeesText:
    'Varje nätverk har en egen valuta, som betalar avgiften för varje transaktion du gör där.',
  networkGuideSwitchTitle: 'Byt var du agerar',
  networkGuideSwitchText:
    'En app kan köras på flera nätverk. Dina tokens stannar på nätverket som håller dem; att byta ändrar var du använder dem.',
}
