import type { GroupMessages } from '../../messages.js'

/** Russian: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'Общий реестр',
  networkGuideRecordText:
    'Сеть — это блокчейн: компьютеры по всему миру ведут единый реестр счетов, токенов и приложений.',
  networkGuideFeesTitle: 'Собственная валюта',
  networkGuideFeesText:
    'У каждой сети своя валюта, которой оплачивается комиссия за каждую транзакцию в ней.',
  networkGuideSwitchTitle: 'Меняйте место действия',
  networkGuideSwitchText:
    'Приложение может работать в нескольких сетях. Ваши токены остаются в сети, где они хранятся; переключение меняет место, где вы их используете.',
}
