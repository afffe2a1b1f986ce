import type { AppKit } from '../createAppKit.js'
import type { Connector, RecentWallet } from '../state/types.js'
import { writeStored } from '../storage/keys.js'

/** Recent wallets kept (spec §9). */
export const recentWalletsLimit = 2

/** Puts the wallet first in the recent list, keeping at most two, and persists the list. */
export function addRecentWallet(
  appKit: AppKit,
  connector: Pick<Connector, 'id' | 'name' | 'imageUrl'> & Partial<Pick<Connector, 'info'>>,
): void {
  const entry: RecentWallet = { id: connector.id, name: connector.name }
  if (connector.imageUrl) entry.imageUrl = connector.imageUrl
  if (connector.info?.rdns) entry.rdns = connector.info.rdns
  const next = [
    entry,
    ...appKit.state.recentWallets.filter((wallet) => wallet.id !== entry.id),
  ].slice(0, recentWalletsLimit)
  appKit.state.recentWallets = next
  writeStored(appKit.storage, 'recentWallets', next)
}
