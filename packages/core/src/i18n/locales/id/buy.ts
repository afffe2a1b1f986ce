import type { GroupMessages } from '../../messages.js'

/** Indonesian: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'Token',
  buyPayWith: 'Bayar dengan',
  buyProviders: 'Pilih penyedia',
  buyFeeRange: 'Biaya {value}',
  buyYouGet: 'Anda mendapat',
  buyTotal: 'Total',
  buyInProvider: 'Selesaikan pembelian di jendela {name}',
  bought: 'Membeli {amount} {symbol}',
  buyFailed: 'Pembelian tidak berhasil',
  buyUnavailable: 'Tidak ada yang bisa dibeli di jaringan ini',
}
