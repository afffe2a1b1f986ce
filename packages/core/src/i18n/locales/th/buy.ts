import type { GroupMessages } from '../../messages.js'

/** Thai: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'โทเค็น',
  buyPayWith: 'ชำระด้วย',
  buyProviders: 'เลือกผู้ให้บริการ',
  buyFeeRange: 'ค่าธรรมเนียม {value}',
  buyYouGet: 'คุณจะได้รับ',
  buyTotal: 'รวม',
  buyInProvider: 'ทำการซื้อให้เสร็จในหน้าต่าง {name}',
  bought: 'ซื้อ {amount} {symbol} แล้ว',
  buyFailed: 'การซื้อไม่สำเร็จ',
  buyUnavailable: 'ไม่มีสิ่งที่ซื้อได้บนเครือข่ายนี้',
}
