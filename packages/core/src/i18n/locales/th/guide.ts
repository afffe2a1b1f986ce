import type { GroupMessages } from '../../messages.js'

/** Thai: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'บันทึกที่ใช้ร่วมกัน',
  networkGuideRecordText: 'เครือข่ายคือบล็อกเชน: คอมพิวเตอร์ทั่วโลกช่วยกันเก็บบันทึกบัญชี โทเค็น และแอปไว้ชุดเดียวกัน',
  networkGuideFeesTitle: 'สกุลเงินของตัวเอง',
  networkGuideFeesText: 'แต่ละเครือข่ายมีสกุลเงินของตัวเอง ซึ่งใช้จ่ายค่าธรรมเนียมของทุกธุรกรรมที่คุณทำบนเครือข่ายนั้น',
  networkGuideSwitchTitle: 'สลับที่ที่คุณใช้งาน',
  networkGuideSwitchText:
    'แอปหนึ่งอาจทำงานบนหลายเครือข่าย โทเค็นของคุณจะอยู่บนเครือข่ายที่เก็บไว้ การสลับเครือข่ายจะเปลี่ยนที่ที่คุณใช้โทเค็นเหล่านั้น',
}
