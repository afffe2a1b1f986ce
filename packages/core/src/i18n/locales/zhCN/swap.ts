import type { GroupMessages } from '../../messages.js'

/** Chinese, simplified script: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: '您支付',
  swapReceive: '您收到',
  swapPayWith: '用 {symbol} 支付',
  switchTokens: '互换代币',
  searchTokens: '搜索代币',
  yourTokens: '您的代币',
  popularTokens: '热门代币',
  noTokensFound: '未找到代币',
  priceImpact: '价格影响',
  swapRate: '汇率',
  priceImpactHigh: '价格影响较大（{value}）。您收到的可能远低于代币的价值。',
  minimumReceived: '最少收到',
  approveAndSwap: '批准并兑换',
  approvalNeeded: '兑换合约需要您的批准才能转移 {amount} {symbol}。',
  swapping: '兑换中…',
  swapped: '已兑换 {amount} {symbol}',
  swapsUnsupported: '该网络不支持兑换',
}
