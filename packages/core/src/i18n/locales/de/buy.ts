import type { GroupMessages } from '../../messages.js'

/** German: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'Token',
  buyPayWith: 'Bezahlen mit',
  buyProviders: 'Anbieter wählen',
  buyFeeRange: '{value} Gebühr',
  buyYouGet: 'Sie erhalten',
  buyTotal: 'Gesamt',
  buyInProvider: 'Schließen Sie den Kauf im Fenster von {name} ab',
  bought: '{amount} {symbol} gekauft',
  buyFailed: 'Der Kauf ist nicht zustande gekommen',
  buyUnavailable: 'In diesem Netzwerk gibt es nichts zu kaufen',
}
