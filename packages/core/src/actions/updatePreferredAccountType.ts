import type { ChainNamespace } from '../caip/types.js'
import type { AppKit } from '../createAppKit.js'
import type { AccountType } from '../state/types.js'

export type UpdatePreferredAccountTypeParameters = { namespace: ChainNamespace; type: AccountType }

/**
 * Records the account type a namespace's account prefers (AppKit's instance
 * `setPreferredAccountType`), which smart-account checks read. It asks no wallet to change: for
 * the embedded wallet's smart account toggle, use setPreferredAccountType. A namespace without a
 * network is ignored.
 *
 * @example updatePreferredAccountType(appKit, { namespace: 'bip122', type: 'ordinal' })
 */
export function updatePreferredAccountType(
  appKit: AppKit,
  { namespace, type }: UpdatePreferredAccountTypeParameters,
): void {
  const account = appKit.state.chains[namespace]?.account
  if (account) account.preferredAccountType = type
}
