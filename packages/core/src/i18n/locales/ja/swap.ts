import type { GroupMessages } from '../../messages.js'

/** Japanese: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: '支払う',
  swapReceive: '受け取る',
  swapPayWith: '{symbol} で支払う',
  switchTokens: 'トークンを入れ替える',
  searchTokens: 'トークンを検索',
  yourTokens: 'あなたのトークン',
  popularTokens: '人気のトークン',
  noTokensFound: 'トークンが見つかりません',
  priceImpact: '価格への影響',
  swapRate: 'レート',
  priceImpactHigh:
    '価格への影響が大きくなっています（{value}）。トークンの価値よりかなり少ない額を受け取る可能性があります。',
  minimumReceived: '最低受取額',
  approveAndSwap: '承認してスワップ',
  approvalNeeded: 'スワップ契約が {amount} {symbol} を移動するにはあなたの承認が必要です。',
  swapping: 'スワップ中…',
  swapped: '{amount} {symbol} をスワップしました',
  swapsUnsupported: 'このネットワークはスワップに対応していません',
}
