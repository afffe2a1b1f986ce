import type { GroupMessages } from '../../messages.js'

/** Dutch: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'Token',
  buyPayWith: 'Betalen met',
  buyProviders: 'Kies een aanbieder',
  buyFeeRange: '{value} kosten',
  buyYouGet: 'Je krijgt',
  buyTotal: 'Totaal',
  buyInProvider: 'Rond de aankoop af in het venster van {name}',
  bought: '{amount} {symbol} gekocht',
  buyFailed: 'De aankoop is niet gelukt',
  buyUnavailable: 'Niets te kopen op dit netwerk',
}
