/** English: the network guide (WhatIsANetwork). */
export const guide = {
  networkGuideRecordTitle: 'A shared record',
  networkGuideRecordText:
    'A network is a blockchain: computers around the world keeping one record of accounts, tokens and apps.',
  networkGuideFeesTitle: 'A currency of its own',
  networkGuideFeesText:
    'Each network has its own currency, which pays the fee of every transaction you make there.',
  networkGuideSwitchTitle: 'Switch where you act',
  networkGuideSwitchText:
    'An app can run on several networks. Your tokens stay on the network that holds them; switching changes where you use them.',
} as const
