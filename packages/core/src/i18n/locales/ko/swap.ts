import type { GroupMessages } from '../../messages.js'

/** Korean: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: '지불',
  swapReceive: '받기',
  swapPayWith: '{symbol}(으)로 지불',
  switchTokens: '토큰 바꾸기',
  searchTokens: '토큰 검색',
  yourTokens: '내 토큰',
  popularTokens: '인기 토큰',
  noTokensFound: '토큰을 찾을 수 없습니다',
  priceImpact: '가격 영향',
  swapRate: '환율',
  priceImpactHigh: '가격 영향이 큽니다({value}). 토큰의 가치보다 훨씬 적게 받을 수 있습니다.',
  minimumReceived: '최소 수령액',
  approveAndSwap: '승인 후 스왑',
  approvalNeeded: '스왑 컨트랙트가 {amount} {symbol}을(를) 옮기려면 승인이 필요합니다.',
  swapping: '스왑 중…',
  swapped: '{amount} {symbol} 스왑 완료',
  swapsUnsupported: '스왑을 지원하지 않는 네트워크입니다',
}
