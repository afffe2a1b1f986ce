import type { GroupMessages } from '../../messages.js'

/** Japanese: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'トークン',
  buyPayWith: '支払い方法',
  buyProviders: 'プロバイダーを選択',
  buyFeeRange: '手数料 {value}',
  buyYouGet: '受け取る数量',
  buyTotal: '合計',
  buyInProvider: '{name} のウィンドウで購入を完了してください',
  bought: '{amount} {symbol} を購入しました',
  buyFailed: '購入は完了しませんでした',
  buyUnavailable: 'このネットワークで購入できるものはありません',
}
