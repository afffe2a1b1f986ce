import type { GroupMessages } from '../../messages.js'

/** Chinese, traditional script: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: '您支付',
  swapReceive: '您收到',
  swapPayWith: '用 {symbol} 支付',
  switchTokens: '互換代幣',
  searchTokens: '搜尋代幣',
  yourTokens: '您的代幣',
  popularTokens: '熱門代幣',
  noTokensFound: '找不到代幣',
  priceImpact: '價格影響',
  swapRate: '匯率',
  priceImpactHigh: '價格影響較大（{value}）。您收到的可能遠低於代幣的價值。',
  minimumReceived: '最少收到',
  approveAndSwap: '核准並兌換',
  approvalNeeded: '兌換合約需要您的核准才能轉移 {amount} {symbol}。',
  swapping: '兌換中…',
  swapped: '已兌換 {amount} {symbol}',
  swapsUnsupported: '該網路不支援兌換',
}
