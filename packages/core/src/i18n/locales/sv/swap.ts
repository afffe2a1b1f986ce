import type { GroupMessages } from '../../messages.js'

/** Swedish: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'Du betalar',
  swapReceive: 'Du får',
  swapPayWith: 'Betala med {symbol}',
  switchTokens: 'Byt plats på tokens',
  searchTokens: 'Sök tokens',
  yourTokens: 'Dina tokens',
  popularTokens: 'Populära tokens',
  noTokensFound: 'Inga tokens hittades',
  priceImpact: 'Prispåverkan',
  swapRate: 'Kurs',
  priceImpactHigh:
    'Hög prispåverkan ({value}). Du kan få mycket mindre än vad dina tokens är värda.',
  minimumReceived: 'Minst mottaget',
  approveAndSwap: 'Godkänn och byt',
  approvalNeeded: 'Bytekontraktet behöver ditt godkännande för att flytta {amount} {symbol}.',
  swapping: 'Byter…',
  swapped: 'Bytte {amount} {symbol}',
  swapsUnsupported: 'Nätverket stöds inte för byten',
}
