import type { GroupMessages } from '../../messages.js'

/** Polish: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'Płacisz',
  swapReceive: 'Otrzymujesz',
  swapPayWith: 'Zapłać tokenem {symbol}',
  switchTokens: 'Zamień tokeny',
  searchTokens: 'Szukaj tokenów',
  yourTokens: 'Twoje tokeny',
  popularTokens: 'Popularne tokeny',
  noTokensFound: 'Nie znaleziono tokenów',
  priceImpact: 'Wpływ na cenę',
  swapRate: 'Kurs',
  priceImpactHigh:
    'Duży wpływ na cenę ({value}). Możesz otrzymać znacznie mniej, niż są warte Twoje tokeny.',
  minimumReceived: 'Minimalnie otrzymasz',
  approveAndSwap: 'Zatwierdź i wymień',
  approvalNeeded: 'Kontrakt wymiany potrzebuje Twojej zgody, aby przenieść {amount} {symbol}.',
  swapping: 'Wymiana…',
  swapped: 'Wymieniono {amount} {symbol}',
  swapsUnsupported: 'Sieć nie obsługuje wymian',
}
