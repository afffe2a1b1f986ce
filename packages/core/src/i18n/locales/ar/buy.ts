import type { GroupMessages } from '../../messages.js'

/** Arabic (right to left): the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'الرمز',
  buyPayWith: 'الدفع بـ',
  buyProviders: 'اختر مزوّدًا',
  buyFeeRange: 'رسوم {value}',
  buyYouGet: 'ستحصل على',
  buyTotal: 'الإجمالي',
  buyInProvider: 'أكمل الشراء في نافذة {name}',
  bought: 'تم شراء {amount} {symbol}',
  buyFailed: 'لم تتم عملية الشراء',
  buyUnavailable: 'لا يوجد ما يمكن شراؤه على هذه الشبكة',
}
