import type { GroupMessages } from '../../messages.js'

/** Persian (right to left): the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'توکن',
  buyPayWith: 'پرداخت با',
  buyProviders: 'یک ارائه‌دهنده انتخاب کنید',
  buyFeeRange: 'کارمزد {value}',
  buyYouGet: 'دریافت می‌کنید',
  buyTotal: 'مجموع',
  buyInProvider: 'خرید را در پنجرهٔ {name} تمام کنید',
  bought: '{amount} {symbol} خریداری شد',
  buyFailed: 'خرید انجام نشد',
  buyUnavailable: 'در این شبکه چیزی برای خرید نیست',
}
