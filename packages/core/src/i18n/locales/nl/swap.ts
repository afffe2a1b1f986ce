import type { GroupMessages } from '../../messages.js'

/** Dutch: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'Je betaalt',
  swapReceive: 'Je ontvangt',
  swapPayWith: 'Betalen met {symbol}',
  switchTokens: 'Tokens omdraaien',
  searchTokens: 'Tokens zoeken',
  yourTokens: 'Jouw tokens',
  popularTokens: 'Populaire tokens',
  noTokensFound: 'Geen tokens gevonden',
  priceImpact: 'Prijsimpact',
  swapRate: 'Koers',
  priceImpactHigh:
    'Hoge prijsimpact ({value}). Je ontvangt mogelijk veel minder dan je tokens waard zijn.',
  minimumReceived: 'Minimaal ontvangen',
  approveAndSwap: 'Goedkeuren en swappen',
  approvalNeeded:
    'Het swapcontract heeft je goedkeuring nodig om {amount} {symbol} te verplaatsen.',
  swapping: 'Swappen…',
  swapped: '{amount} {symbol} geswapt',
  swapsUnsupported: 'Netwerk niet ondersteund voor swaps',
}
