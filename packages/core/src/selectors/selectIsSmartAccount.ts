import type { Snapshot } from 'valtio/vanilla'
import type { AccountState } from '../state/types.js'

/**
 * True when the account in use is a smart account. The preferred account type is only a wish
 * (eip155 prefers a smart account by default), so this reads the type of the account itself.
 */
export function selectIsSmartAccount(
  account: Snapshot<AccountState> | AccountState | undefined,
): boolean {
  if (!account?.address) return false
  const address = account.address.toLowerCase()
  return account.allAccounts.some(
    (entry) => entry.address.toLowerCase() === address && entry.type === 'smartAccount',
  )
}
