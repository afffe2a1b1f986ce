import type { GroupMessages } from '../../messages.js'

/** French: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'Jeton',
  buyPayWith: 'Payer avec',
  buyProviders: 'Choisissez un fournisseur',
  buyFeeRange: 'Frais de {value}',
  buyYouGet: 'Vous recevez',
  buyTotal: 'Total',
  buyInProvider: 'Terminez l’achat dans la fenêtre {name}',
  bought: '{amount} {symbol} achetés',
  buyFailed: 'L’achat n’a pas abouti',
  buyUnavailable: 'Rien à acheter sur ce réseau',
}
