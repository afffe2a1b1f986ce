import type { GroupMessages } from '../../messages.js'

/** Portuguese: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'Token',
  buyPayWith: 'Pagar com',
  buyProviders: 'Escolha um fornecedor',
  buyFeeRange: 'Taxa de {value}',
  buyYouGet: 'Você recebe',
  buyTotal: 'Total',
  buyInProvider: 'Conclua a compra na janela de {name}',
  bought: 'Comprou {amount} {symbol}',
  buyFailed: 'A compra não foi concluída',
  buyUnavailable: 'Nada para comprar nesta rede',
}
