import type { GroupMessages } from '../../messages.js'

/** Vietnamese: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'Bạn trả',
  swapReceive: 'Bạn nhận',
  swapPayWith: 'Trả bằng {symbol}',
  switchTokens: 'Đảo token',
  searchTokens: 'Tìm token',
  yourTokens: 'Token của bạn',
  popularTokens: 'Token phổ biến',
  noTokensFound: 'Không tìm thấy token',
  priceImpact: 'Tác động giá',
  swapRate: 'Tỷ giá',
  priceImpactHigh:
    'Tác động giá cao ({value}). Bạn có thể nhận được ít hơn nhiều so với giá trị token của mình.',
  minimumReceived: 'Nhận tối thiểu',
  approveAndSwap: 'Phê duyệt và hoán đổi',
  approvalNeeded: 'Hợp đồng hoán đổi cần bạn phê duyệt để chuyển {amount} {symbol}.',
  swapping: 'Đang hoán đổi…',
  swapped: 'Đã hoán đổi {amount} {symbol}',
  swapsUnsupported: 'Mạng không hỗ trợ hoán đổi',
}
