import type { GroupMessages } from '../../messages.js'

/** Russian: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'Вы платите',
  swapReceive: 'Вы получаете',
  swapPayWith: 'Оплатить токеном {symbol}',
  switchTokens: 'Поменять токены местами',
  searchTokens: 'Поиск токенов',
  yourTokens: 'Ваши токены',
  popularTokens: 'Популярные токены',
  noTokensFound: 'Токены не найдены',
  priceImpact: 'Влияние на цену',
  swapRate: 'Курс',
  priceImpactHigh:
    'Сильное влияние на цену ({value}). Вы можете получить намного меньше, чем стоят ваши токены.',
  minimumReceived: 'Минимум к получению',
  approveAndSwap: 'Одобрить и обменять',
  approvalNeeded: 'Контракту обмена нужно ваше одобрение, чтобы перевести {amount} {symbol}.',
  swapping: 'Обмен…',
  swapped: 'Обменено {amount} {symbol}',
  swapsUnsupported: 'Сеть не поддерживает обмен',
}
