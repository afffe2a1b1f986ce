import type { GroupMessages } from '../../messages.js'

/** Polish: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'Token',
  buyPayWith: 'Zapłać w',
  buyProviders: 'Wybierz dostawcę',
  buyFeeRange: 'Opłata {value}',
  buyYouGet: 'Otrzymasz',
  buyTotal: 'Razem',
  buyInProvider: 'Dokończ zakup w oknie {name}',
  bought: 'Kupiono {amount} {symbol}',
  buyFailed: 'Zakup się nie powiódł',
  buyUnavailable: 'W tej sieci nie ma nic do kupienia',
}
