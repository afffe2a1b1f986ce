import type { GroupMessages } from '../../messages.js'

/** Italian: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'Token',
  buyPayWith: 'Paga con',
  buyProviders: 'Scegli un fornitore',
  buyFeeRange: 'Commissione {value}',
  buyYouGet: 'Ricevi',
  buyTotal: 'Totale',
  buyInProvider: 'Completa l’acquisto nella finestra di {name}',
  bought: 'Acquistati {amount} {symbol}',
  buyFailed: 'L’acquisto non è andato a buon fine',
  buyUnavailable: 'Niente da acquistare su questa rete',
}
