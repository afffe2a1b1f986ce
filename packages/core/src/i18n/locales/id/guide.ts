import type { GroupMessages } from '../../messages.js'

/** Indonesian: the network guide (WhatIsANetwork). */
export const guide: GroupMessages<'guide'> = {
  networkGuideRecordTitle: 'Catatan bersama',
  networkGuideRecordText:
    'Jaringan adalah blockchain: komputer di seluruh dunia yang menyimpan satu catatan akun, token, dan aplikasi.',
  networkGuideFeesTitle: 'Mata uangnya sendiri',
  networkGuideFeesText:
    'Setiap jaringan punya mata uangnya sendiri, yang membayar biaya setiap transaksi yang Anda lakukan di sana.',
  networkGuideSwitchTitle: 'Pindah tempat beraksi',
  networkGuideSwitchText:
    'Sebuah aplikasi bisa berjalan di beberapa jaringan. Token Anda tetap di jaringan yang menyimpannya; berpindah jaringan mengubah tempat Anda memakainya.',
}
