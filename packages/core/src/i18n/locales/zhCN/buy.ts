import type { GroupMessages } from '../../messages.js'

/** Chinese, simplified script: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: '代币',
  buyPayWith: '支付币种',
  buyProviders: '选择服务商',
  buyFeeRange: '{value} 手续费',
  buyYouGet: '您将获得',
  buyTotal: '总计',
  buyInProvider: '请在 {name} 窗口中完成购买',
  bought: '已购买 {amount} {symbol}',
  buyFailed: '购买未成功',
  buyUnavailable: '此网络上没有可购买的内容',
}
