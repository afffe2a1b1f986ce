import type { GroupMessages } from '../../messages.js'

/** Ukrainian: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'Токен',
  buyPayWith: 'Оплата в',
  buyProviders: 'Оберіть провайдера',
  buyFeeRange: 'Комісія {value}',
  buyYouGet: 'Ви отримаєте',
  buyTotal: 'Разом',
  buyInProvider: 'Завершіть покупку у вікні {name}',
  bought: 'Куплено {amount} {symbol}',
  buyFailed: 'Покупка не відбулася',
  buyUnavailable: 'У цій мережі нічого купити',
}
