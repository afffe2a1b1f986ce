import type { GroupMessages } from '../../messages.js'

/** Hindi: the Buy (on-ramp) views. */
export const buy: GroupMessages<'buy'> = {
  buyToken: 'टोकन',
  buyPayWith: 'इससे भुगतान करें',
  buyProviders: 'प्रदाता चुनें',
  buyFeeRange: '{value} शुल्क',
  buyYouGet: 'आपको मिलेगा',
  buyTotal: 'कुल',
  buyInProvider: '{name} विंडो में खरीद पूरी करें',
  bought: '{amount} {symbol} खरीदा गया',
  buyFailed: 'खरीद पूरी नहीं हुई',
  buyUnavailable: 'इस नेटवर्क पर खरीदने के लिए कुछ नहीं है',
}
