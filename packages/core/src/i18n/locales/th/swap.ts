import type { GroupMessages } from '../../messages.js'

/** Thai: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'คุณจ่าย',
  swapReceive: 'คุณได้รับ',
  swapPayWith: 'จ่ายด้วย {symbol}',
  switchTokens: 'สลับโทเค็น',
  searchTokens: 'ค้นหาโทเค็น',
  yourTokens: 'โทเค็นของคุณ',
  popularTokens: 'โทเค็นยอดนิยม',
  noTokensFound: 'ไม่พบโทเค็น',
  priceImpact: 'ผลกระทบต่อราคา',
  swapRate: 'อัตรา',
  priceImpactHigh: 'ผลกระทบต่อราคาสูง ({value}) คุณอาจได้รับน้อยกว่ามูลค่าโทเค็นของคุณมาก',
  minimumReceived: 'ได้รับขั้นต่ำ',
  approveAndSwap: 'อนุมัติและสว็อป',
  approvalNeeded: 'สัญญาสว็อปต้องได้รับการอนุมัติจากคุณเพื่อย้าย {amount} {symbol}',
  swapping: 'กำลังสว็อป…',
  swapped: 'สว็อป {amount} {symbol} แล้ว',
  swapsUnsupported: 'เครือข่ายไม่รองรับการสว็อป',
}
