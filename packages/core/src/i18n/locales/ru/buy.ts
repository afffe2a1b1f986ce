import type { GroupMessages } from '../../messages.js'

/** Russian: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'Токен',
  buyPayWith: 'Оплата в',
  buyProviders: 'Выберите провайдера',
  buyFeeRange: 'Комиссия {value}',
  buyYouGet: 'Вы получите',
  buyTotal: 'Итого',
  buyInProvider: 'Завершите покупку в окне {name}',
  bought: 'Куплено {amount} {symbol}',
  buyFailed: 'Покупка не состоялась',
  buyUnavailable: 'В этой сети нечего купить',
}
