import type { GroupMessages } from '../../messages.js'

/** Turkish: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'Ödersiniz',
  swapReceive: 'Alırsınız',
  swapPayWith: '{symbol} ile öde',
  switchTokens: 'Tokenları değiştir',
  searchTokens: 'Token ara',
  yourTokens: 'Tokenlarınız',
  popularTokens: 'Popüler tokenlar',
  noTokensFound: 'Token bulunamadı',
  priceImpact: 'Fiyat etkisi',
  swapRate: 'Kur',
  priceImpactHigh:
    'Yüksek fiyat etkisi ({value}). Tokenlarınızın değerinden çok daha azını alabilirsiniz.',
  minimumReceived: 'Alınacak en az',
  approveAndSwap: 'Onayla ve takas et',
  approvalNeeded: 'Takas sözleşmesinin {amount} {symbol} taşımak için onayınıza ihtiyacı var.',
  swapping: 'Takas ediliyor…',
  swapped: '{amount} {symbol} takas edildi',
  swapsUnsupported: 'Ağ takas için desteklenmiyor',
}
