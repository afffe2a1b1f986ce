import type { GroupMessages } from '../../messages.js'

/** Korean: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: '토큰',
  buyPayWith: '결제 통화',
  buyProviders: '제공업체 선택',
  buyFeeRange: '수수료 {value}',
  buyYouGet: '받는 금액',
  buyTotal: '합계',
  buyInProvider: '{name} 창에서 구매를 완료하세요',
  bought: '{amount} {symbol} 구매 완료',
  buyFailed: '구매가 완료되지 않았습니다',
  buyUnavailable: '이 네트워크에서 구매할 수 있는 항목이 없습니다',
}
