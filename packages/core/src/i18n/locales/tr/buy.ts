import type { GroupMessages } from '../../messages.js'

/** Turkish: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'Token',
  buyPayWith: 'Ödeme birimi',
  buyProviders: 'Bir sağlayıcı seçin',
  buyFeeRange: '{value} ücret',
  buyYouGet: 'Alacağınız',
  buyTotal: 'Toplam',
  buyInProvider: 'Satın almayı {name} penceresinde tamamlayın',
  bought: '{amount} {symbol} satın alındı',
  buyFailed: 'Satın alma gerçekleşmedi',
  buyUnavailable: 'Bu ağda satın alınacak bir şey yok',
}
