import type { GroupMessages } from '../../messages.js'

/** Italian: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'Paghi',
  swapReceive: 'Ricevi',
  swapPayWith: 'Paga con {symbol}',
  switchTokens: 'Inverti token',
  searchTokens: 'Cerca token',
  yourTokens: 'I tuoi token',
  popularTokens: 'Token popolari',
  noTokensFound: 'Nessun token trovato',
  priceImpact: 'Impatto sul prezzo',
  swapRate: 'Tasso',
  priceImpactHigh:
    'Impatto sul prezzo elevato ({value}). Potresti ricevere molto meno del valore dei tuoi token.',
  minimumReceived: 'Minimo ricevuto',
  approveAndSwap: 'Approva e scambia',
  approvalNeeded:
    'Il contratto di scambio richiede la tua approvazione per spostare {amount} {symbol}.',
  swapping: 'Scambio in corso…',
  swapped: 'Scambiati {amount} {symbol}',
  swapsUnsupported: 'Rete non supportata per gli scambi',
}
