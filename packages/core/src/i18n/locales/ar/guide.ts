import type { GroupMessages } from '../../messages.js'

/** Arabic: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'سجل مشترك',
  networkGuideRecordText:
    'الشبكة سلسلة كتل: حواسيب حول العالم تحفظ سجلًا واحدًا للحسابات والرموز والتطبيقات.',
  networkGuideFeesTitle: 'عملة خاصة بها',
  networkGuideFeesText: 'لكل شبكة عملتها الخاصة، وبها تُدفع رسوم كل معاملة تجريها عليها.',
  networkGuideSwitchTitle: 'بدّل مكان عملك',
  networkGuideSwitchText:
    'قد يعمل التطبيق على عدة شبكات. تبقى رموزك على الشبكة التي تحملها؛ والتبديل يغيّر مكان استخدامها.',
}
