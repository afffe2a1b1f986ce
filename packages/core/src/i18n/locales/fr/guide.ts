import type { GroupMessages } from '../../messages.js'

/** French: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'Un registre partagé',
  networkGuideRecordText:
    'Un réseau est une blockchain : des ordinateurs du monde entier tiennent un même registre de comptes, de jetons et d’applications.',
  networkGuideFeesTitle: 'Sa propre monnaie',
  networkGuideFeesText:
    'Chaque réseau a sa propre monnaie, qui paie les frais de chaque transaction que vous y faites.',
  networkGuideSwitchTitle: 'Changez de terrain',
  networkGuideSwitchText:
    'Une application peut fonctionner sur plusieurs réseaux. Vos jetons restent sur le réseau qui les détient ; changer de réseau change l’endroit où vous les utilisez.',
}
