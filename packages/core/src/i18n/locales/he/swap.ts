import type { GroupMessages } from '../../messages.js'

/** Hebrew (right to left): the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'אתה משלם',
  swapReceive: 'אתה מקבל',
  swapPayWith: 'תשלום ב־{symbol}',
  switchTokens: 'החלף בין האסימונים',
  searchTokens: 'חפש אסימונים',
  yourTokens: 'האסימונים שלך',
  popularTokens: 'אסימונים פופולריים',
  noTokensFound: 'לא נמצאו אסימונים',
  priceImpact: 'השפעה על המחיר',
  swapRate: 'שער',
  priceImpactHigh: 'השפעה גבוהה על המחיר ({value}). ייתכן שתקבל הרבה פחות משווי האסימונים שלך.',
  minimumReceived: 'מינימום שיתקבל',
  approveAndSwap: 'אשר והחלף',
  approvalNeeded: 'חוזה ההחלפה זקוק לאישורך כדי להעביר {amount} {symbol}.',
  swapping: 'מחליף…',
  swapped: 'הוחלפו {amount} {symbol}',
  swapsUnsupported: 'הרשת אינה נתמכת להחלפות',
}
