import type { GroupMessages } from '../../messages.js'

/** German: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'Sie zahlen',
  swapReceive: 'Sie erhalten',
  swapPayWith: 'Mit {symbol} zahlen',
  switchTokens: 'Token tauschen',
  searchTokens: 'Token suchen',
  yourTokens: 'Ihre Token',
  popularTokens: 'Beliebte Token',
  noTokensFound: 'Keine Token gefunden',
  priceImpact: 'Preiseinfluss',
  swapRate: 'Kurs',
  priceImpactHigh:
    'Hoher Preiseinfluss ({value}). Sie erhalten möglicherweise deutlich weniger, als Ihre Token wert sind.',
  minimumReceived: 'Mindestens erhalten',
  approveAndSwap: 'Freigeben und tauschen',
  approvalNeeded: 'Der Tauschvertrag braucht Ihre Freigabe, um {amount} {symbol} zu bewegen.',
  swapping: 'Wird getauscht…',
  swapped: '{amount} {symbol} getauscht',
  swapsUnsupported: 'Netzwerk wird für Tausch nicht unterstützt',
}
