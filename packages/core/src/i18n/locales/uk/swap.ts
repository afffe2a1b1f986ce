import type { GroupMessages } from '../../messages.js'

/** Ukrainian: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'Ви платите',
  swapReceive: 'Ви отримуєте',
  swapPayWith: 'Оплатити токеном {symbol}',
  switchTokens: 'Поміняти токени місцями',
  searchTokens: 'Пошук токенів',
  yourTokens: 'Ваші токени',
  popularTokens: 'Популярні токени',
  noTokensFound: 'Токени не знайдено',
  priceImpact: 'Вплив на ціну',
  swapRate: 'Курс',
  priceImpactHigh:
    'Сильний вплив на ціну ({value}). Ви можете отримати значно менше, ніж варті ваші токени.',
  minimumReceived: 'Мінімум до отримання',
  approveAndSwap: 'Схвалити й обміняти',
  approvalNeeded: 'Контракту обміну потрібне ваше схвалення, щоб перемістити {amount} {symbol}.',
  swapping: 'Обмін…',
  swapped: 'Обміняно {amount} {symbol}',
  swapsUnsupported: 'Мережа не підтримує обмін',
}
