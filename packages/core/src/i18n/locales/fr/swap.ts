import type { GroupMessages } from '../../messages.js'

/** French: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'Vous payez',
  swapReceive: 'Vous recevez',
  swapPayWith: 'Payer avec {symbol}',
  switchTokens: 'Inverser les jetons',
  searchTokens: 'Rechercher des jetons',
  yourTokens: 'Vos jetons',
  popularTokens: 'Jetons populaires',
  noTokensFound: 'Aucun jeton trouvé',
  priceImpact: 'Impact sur le prix',
  swapRate: 'Taux',
  priceImpactHigh:
    'Impact sur le prix élevé ({value}). Vous pourriez recevoir bien moins que la valeur de vos jetons.',
  minimumReceived: 'Minimum reçu',
  approveAndSwap: 'Approuver et échanger',
  approvalNeeded: 'Le contrat d’échange a besoin de votre accord pour déplacer {amount} {symbol}.',
  swapping: 'Échange en cours…',
  swapped: '{amount} {symbol} échangés',
  swapsUnsupported: 'Réseau non pris en charge pour les échanges',
}
