import type { GroupMessages } from '../../messages.js'

/** Arabic (right to left): the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'أنت تدفع',
  swapReceive: 'أنت تستلم',
  swapPayWith: 'ادفع بـ {symbol}',
  switchTokens: 'تبديل الرموز',
  searchTokens: 'ابحث عن الرموز',
  yourTokens: 'رموزك',
  popularTokens: 'الرموز الشائعة',
  noTokensFound: 'لم يتم العثور على رموز',
  priceImpact: 'تأثير السعر',
  swapRate: 'السعر',
  priceImpactHigh: 'تأثير سعر مرتفع ({value}). قد تستلم أقل بكثير من قيمة رموزك.',
  minimumReceived: 'الحد الأدنى المستلم',
  approveAndSwap: 'الموافقة والمبادلة',
  approvalNeeded: 'يحتاج عقد المبادلة إلى موافقتك لنقل {amount} {symbol}.',
  swapping: 'جارٍ المبادلة…',
  swapped: 'تمت مبادلة {amount} {symbol}',
  swapsUnsupported: 'الشبكة غير مدعومة للمبادلات',
}
