import type { GroupMessages } from '../../messages.js'

/** Hebrew (right to left): the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'טוקן',
  buyPayWith: 'תשלום באמצעות',
  buyProviders: 'בחרו ספק',
  buyFeeRange: 'עמלה של {value}',
  buyYouGet: 'תקבלו',
  buyTotal: 'סה״כ',
  buyInProvider: 'סיימו את הרכישה בחלון של {name}',
  bought: 'נקנו {amount} {symbol}',
  buyFailed: 'הרכישה לא הושלמה',
  buyUnavailable: 'אין מה לקנות ברשת הזו',
}
