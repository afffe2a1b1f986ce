import type { GroupMessages } from '../../messages.js'

/** Spanish: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'Pagas',
  swapReceive: 'Recibes',
  swapPayWith: 'Pagar con {symbol}',
  switchTokens: 'Intercambiar tokens',
  searchTokens: 'Buscar tokens',
  yourTokens: 'Tus tokens',
  popularTokens: 'Tokens populares',
  noTokensFound: 'No se encontraron tokens',
  priceImpact: 'Impacto en el precio',
  swapRate: 'Tipo de cambio',
  priceImpactHigh:
    'Impacto en el precio alto ({value}). Podrías recibir mucho menos de lo que valen tus tokens.',
  minimumReceived: 'Mínimo recibido',
  approveAndSwap: 'Aprobar e intercambiar',
  approvalNeeded: 'El contrato de intercambio necesita tu aprobación para mover {amount} {symbol}.',
  swapping: 'Intercambiando…',
  swapped: 'Intercambiaste {amount} {symbol}',
  swapsUnsupported: 'Red no compatible con intercambios',
}
