import type { ChainNamespace } from '../caip/types.js'

/** The Account view's tabs; `account.currentTab` is an index into this list. */
export const accountTabs = ['tokens', 'nfts', 'activity'] as const

export type AccountTab = (typeof accountTabs)[number]

// Where the data API answers each tab: balances and history on eip155, solana and bip122, NFTs on
// eip155 only. A tab it cannot fill would only ever say it is empty.
const tabNamespaces: Record<AccountTab, readonly ChainNamespace[]> = {
  tokens: ['eip155', 'solana', 'bip122'],
  nfts: ['eip155'],
  activity: ['eip155', 'solana', 'bip122'],
}

export type GetAccountTabsParameters = {
  /** The account's namespace. */
  namespace: ChainNamespace | undefined
  /** `features.history`: Activity shows only with it. */
  history: boolean
}

/**
 * The tabs the Account view shows for an account of `namespace`, in order: those the namespace
 * supports (Bitcoin and Solana have no NFTs tab), Activity only with the history feature on.
 *
 * @example getAccountTabs({ namespace: 'bip122', history: true }) // ['tokens', 'activity']
 */
export function getAccountTabs({ namespace, history }: GetAccountTabsParameters): AccountTab[] {
  if (!namespace) return []
  return accountTabs.filter(
    (tab) => tabNamespaces[tab].includes(namespace) && (tab !== 'activity' || history),
  )
}
