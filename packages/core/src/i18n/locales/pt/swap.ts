import type { GroupMessages } from '../../messages.js'

/** Portuguese: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'Você paga',
  swapReceive: 'Você recebe',
  swapPayWith: 'Pagar com {symbol}',
  switchTokens: 'Inverter tokens',
  searchTokens: 'Pesquisar tokens',
  yourTokens: 'Seus tokens',
  popularTokens: 'Tokens populares',
  noTokensFound: 'Nenhum token encontrado',
  priceImpact: 'Impacto no preço',
  swapRate: 'Taxa',
  priceImpactHigh:
    'Impacto no preço alto ({value}). Você pode receber muito menos do que seus tokens valem.',
  minimumReceived: 'Mínimo recebido',
  approveAndSwap: 'Aprovar e trocar',
  approvalNeeded: 'O contrato de troca precisa da sua aprovação para mover {amount} {symbol}.',
  swapping: 'Trocando…',
  swapped: '{amount} {symbol} trocados',
  swapsUnsupported: 'Rede não suportada para trocas',
}
