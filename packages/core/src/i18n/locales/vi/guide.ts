import type { GroupMessages } from '../../messages.js'

/** Vietnamese: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'Một sổ cái chung',
  networkGuideRecordText:
    'Mạng là một blockchain: các máy tính khắp thế giới cùng giữ một sổ cái về tài khoản, token và ứng dụng.',
  networkGuideFeesTitle: 'Đồng tiền riêng',
  networkGuideFeesText:
    'Mỗi mạng có đồng tiền riêng, dùng để trả phí cho mọi giao dịch bạn thực hiện trên đó.',
  networkGuideSwitchTitle: 'Đổi nơi bạn thao tác',
  networkGuideSwitchText:
    'Một ứng dụng có thể chạy trên nhiều mạng. Token của bạn vẫn ở mạng đang giữ chúng; chuyển mạng là đổi nơi bạn dùng chúng.',
}
