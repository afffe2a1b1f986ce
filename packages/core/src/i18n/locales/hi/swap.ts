import type { GroupMessages } from '../../messages.js'

/** Hindi: the Swap views. */
export const swap: GroupMessages<'swap'> = {
  swapPay: 'आप भुगतान करते हैं',
  swapReceive: 'आपको मिलता है',
  swapPayWith: '{symbol} से भुगतान करें',
  switchTokens: 'टोकन बदलें',
  searchTokens: 'टोकन खोजें',
  yourTokens: 'आपके टोकन',
  popularTokens: 'लोकप्रिय टोकन',
  noTokensFound: 'कोई टोकन नहीं मिला',
  priceImpact: 'मूल्य प्रभाव',
  swapRate: 'दर',
  priceImpactHigh: 'उच्च मूल्य प्रभाव ({value})। आपको अपने टोकन के मूल्य से काफ़ी कम मिल सकता है।',
  minimumReceived: 'न्यूनतम प्राप्त',
  approveAndSwap: 'स्वीकृत करें और स्वैप करें',
  approvalNeeded: 'स्वैप कॉन्ट्रैक्ट को {amount} {symbol} ले जाने के लिए आपकी स्वीकृति चाहिए।',
  swapping: 'स्वैप हो रहा है…',
  swapped: '{amount} {symbol} स्वैप किए गए',
  swapsUnsupported: 'नेटवर्क स्वैप के लिए समर्थित नहीं है',
}
