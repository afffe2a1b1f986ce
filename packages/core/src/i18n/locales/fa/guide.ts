import type { GroupMessages } from '../../messages.js'

/** Persian: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'یک دفتر مشترک',
  networkGuideRecordText:
    'شبکه یک بلاک‌چین است: رایانه‌هایی در سراسر جهان که یک دفتر واحد از حساب‌ها، توکن‌ها و برنامه‌ها نگه می‌دارند.',
  networkGuideFeesTitle: 'ارزی از آن خود',
  networkGuideFeesText:
    'هر شبکه ارز خودش را دارد که کارمزد هر تراکنشی را که در آن انجام می‌دهید می‌پردازد.',
  networkGuideSwitchTitle: 'جای کار خود را عوض کنید',
  networkGuideSwitchText:
    'یک برنامه می‌تواند روی چند شبکه کار کند. توکن‌های شما روی شبکه‌ای که آن‌ها را نگه می‌دارد می‌مانند؛ تغییر شبکه جای استفاده از آن‌ها را عوض می‌کند.',
}
