import type { GroupMessages } from '../../messages.js'

/** Vietnamese: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'Token',
  buyPayWith: 'Thanh toán bằng',
  buyProviders: 'Chọn nhà cung cấp',
  buyFeeRange: 'Phí {value}',
  buyYouGet: 'Bạn nhận được',
  buyTotal: 'Tổng',
  buyInProvider: 'Hoàn tất giao dịch mua trong cửa sổ {name}',
  bought: 'Đã mua {amount} {symbol}',
  buyFailed: 'Giao dịch mua không thành công',
  buyUnavailable: 'Không có gì để mua trên mạng này',
}
