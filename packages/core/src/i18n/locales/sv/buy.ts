import type { GroupMessages } from '../../messages.js'

/** Swedish: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'Token',
  buyPayWith: 'Betala med',
  buyProviders: 'Välj en leverantör',
  buyFeeRange: '{value} avgift',
  buyYouGet: 'Du får',
  buyTotal: 'Totalt',
  buyInProvider: 'Slutför köpet i fönstret från {name}',
  bought: 'Köpte {amount} {symbol}',
  buyFailed: 'Köpet gick inte igenom',
  buyUnavailable: 'Inget att köpa i det här nätverket',
}
