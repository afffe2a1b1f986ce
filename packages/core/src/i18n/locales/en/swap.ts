/** English: the Swap views. */
export const swap = {
  swapPay: 'You pay',
  swapReceive: 'You receive',
  swapPayWith: 'Pay with {symbol}',
  switchTokens: 'Switch tokens',
  searchTokens: 'Search tokens',
  yourTokens: 'Your tokens',
  popularTokens: 'Popular tokens',
  noTokensFound: 'No tokens found',
  priceImpact: 'Price impact',
  swapRate: 'Rate',
  priceImpactHigh:
    'High price impact ({value}). You may receive much less than your tokens are worth.',
  minimumReceived: 'Minimum received',
  approveAndSwap: 'Approve and swap',
  approvalNeeded: 'The swap contract needs your approval to move {amount} {symbol}.',
  swapping: 'Swapping…',
  swapped: 'Swapped {amount} {symbol}',
  swapsUnsupported: 'Network not supported for Swaps',
} as const
