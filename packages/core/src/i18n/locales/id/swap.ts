import type { GroupMessages } from '../../messages.js'

/** Indonesian: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'Anda membayar',
  swapReceive: 'Anda menerima',
  swapPayWith: 'Bayar dengan {symbol}',
  switchTokens: 'Tukar posisi token',
  searchTokens: 'Cari token',
  yourTokens: 'Token Anda',
  popularTokens: 'Token populer',
  noTokensFound: 'Token tidak ditemukan',
  priceImpact: 'Dampak harga',
  swapRate: 'Kurs',
  priceImpactHigh:
    'Dampak harga tinggi ({value}). Anda mungkin menerima jauh lebih sedikit dari nilai token Anda.',
  minimumReceived: 'Minimum diterima',
  approveAndSwap: 'Setujui dan swap',
  approvalNeeded: 'Kontrak swap memerlukan persetujuan Anda untuk memindahkan {amount} {symbol}.',
  swapping: 'Sedang swap…',
  swapped: '{amount} {symbol} telah di-swap',
  swapsUnsupported: 'Jaringan tidak didukung untuk swap',
}
