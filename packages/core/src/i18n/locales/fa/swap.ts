import type { GroupMessages } from '../../messages.js'

/** Persian (right to left): the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'شما می‌پردازید',
  swapReceive: 'شما دریافت می‌کنید',
  swapPayWith: 'پرداخت با {symbol}',
  switchTokens: 'جابه‌جایی توکن‌ها',
  searchTokens: 'جستجوی توکن‌ها',
  yourTokens: 'توکن‌های شما',
  popularTokens: 'توکن‌های محبوب',
  noTokensFound: 'توکنی یافت نشد',
  priceImpact: 'تأثیر قیمت',
  swapRate: 'نرخ',
  priceImpactHigh:
    'تأثیر قیمت بالا ({value}). ممکن است بسیار کمتر از ارزش توکن‌های خود دریافت کنید.',
  minimumReceived: 'حداقل دریافتی',
  approveAndSwap: 'تأیید و مبادله',
  approvalNeeded: 'قرارداد مبادله برای انتقال {amount} {symbol} به تأیید شما نیاز دارد.',
  swapping: 'در حال مبادله…',
  swapped: '{amount} {symbol} مبادله شد',
  swapsUnsupported: 'شبکه برای مبادله پشتیبانی نمی‌شود',
}
