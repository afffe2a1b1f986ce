import type { GroupMessages } from '../../messages.js'

/** Spanish: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'Un registro compartido',
  networkGuideRecordText:
    'Una red es una cadena de bloques: ordenadores de todo el mundo que llevan un único registro de cuentas, tokens y aplicaciones.',
  networkGuideFeesTitle: 'Una moneda propia',
  networkGuideFeesText:
    'Cada red tiene su propia moneda, con la que se paga la comisión de cada transacción que haces en ella.',
  networkGuideSwitchTitle: 'Cambia dónde actúas',
  networkGuideSwitchText:
    'Una aplicación puede funcionar en varias redes. Tus tokens siguen en la red que los guarda; cambiar de red cambia dónde los usas.',
}
