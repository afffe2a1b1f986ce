import type { GroupMessages } from '../../messages.js'

/** Turkish: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'Ortak bir kayıt',
  networkGuideRecordText:
    'Ağ bir blokzincirdir: dünyanın dört bir yanındaki bilgisayarlar hesapların, tokenların ve uygulamaların tek bir kaydını tutar.',
  networkGuideFeesTitle: 'Kendine ait bir para birimi',
  networkGuideFeesText:
    'Her ağın kendi para birimi vardır; orada yaptığınız her işlemin ücreti bununla ödenir.',
  networkGuideSwitchTitle: 'İşlem yaptığınız yeri değiştirin',
  networkGuideSwitchText:
    'Bir uygulama birkaç ağda çalışabilir. Tokenlarınız onları tutan ağda kalır; ağ değiştirmek onları kullandığınız yeri değiştirir.',
}
