import type { GroupMessages } from '../../messages.js'

/** Hebrew: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'רישום משותף',
  networkGuideRecordText:
    'רשת היא בלוקצ׳יין: מחשבים ברחבי העולם ששומרים רישום אחד של חשבונות, אסימונים ואפליקציות.',
  networkGuideFeesTitle: 'מטבע משלה',
  networkGuideFeesText: 'לכל רשת יש מטבע משלה, שבו משולמת העמלה של כל עסקה שתבצעו בה.',
  networkGuideSwitchTitle: 'החליפו את מקום הפעולה',
  networkGuideSwitchText:
    'אפליקציה יכולה לפעול בכמה רשתות. האסימונים שלכם נשארים ברשת שמחזיקה אותם; החלפת רשת משנה את המקום שבו תשתמשו בהם.',
}
