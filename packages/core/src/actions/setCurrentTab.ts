import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'

export type SetCurrentTabParameters = {
  /** 0 Tokens, 1 NFTs, 2 Activity. */
  tab: number
  namespace?: ChainNamespace | undefined
}

/**
 * Selects the Account view's tab.
 *
 * @example setCurrentTab(appKit, { tab: 2 }) // Activity
 */
export function setCurrentTab(appKit: AppKit, { tab, namespace }: SetCurrentTabParameters): void {
  const key = namespace ?? appKit.state.activeNamespace
  const account = key ? appKit.state.chains[key]?.account : undefined
  if (account) account.currentTab = tab
}
