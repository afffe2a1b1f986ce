import type { GroupMessages } from '../../messages.js'

/** Spanish: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'Token',
  buyPayWith: 'Pagar con',
  buyProviders: 'Elige un proveedor',
  buyFeeRange: 'Comisión de {value}',
  buyYouGet: 'Recibes',
  buyTotal: 'Total',
  buyInProvider: 'Termina la compra en la ventana de {name}',
  bought: 'Compraste {amount} {symbol}',
  buyFailed: 'La compra no se completó',
  buyUnavailable: 'No hay nada que comprar en esta red',
}
