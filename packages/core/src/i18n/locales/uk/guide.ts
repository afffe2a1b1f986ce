import type { GroupMessages } from '../../messages.js'

/** Ukrainian: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'Спільний реєстр',
  networkGuideRecordText:
    'Мережа — це блокчейн: комп’ютери по всьому світу ведуть єдиний реєстр рахунків, токенів і застосунків.',
  networkGuideFeesTitle: 'Власна валюта',
  networkGuideFeesText:
    'Кожна мережа має власну валюту, якою сплачується комісія за кожну транзакцію в ній.',
  networkGuideSwitchTitle: 'Змінюйте місце дії',
  networkGuideSwitchText:
    'Застосунок може працювати в кількох мережах. Ваші токени лишаються в мережі, яка їх зберігає; перемикання змінює місце, де ви їх використовуєте.',
}
