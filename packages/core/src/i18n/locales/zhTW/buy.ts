import type { GroupMessages } from '../../messages.js'

/** Chinese, traditional script: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: '代幣',
  buyPayWith: '付款幣別',
  buyProviders: '選擇服務商',
  buyFeeRange: '{value} 手續費',
  buyYouGet: '您將獲得',
  buyTotal: '總計',
  buyInProvider: '請在 {name} 視窗中完成購買',
  bought: '已購買 {amount} {symbol}',
  buyFailed: '購買未成功',
  buyUnavailable: '此網路上沒有可購買的項目',
}
