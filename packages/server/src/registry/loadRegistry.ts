import type { WalletListItem } from '@airlock/blockchain-api'
import type { Storage } from '../storage/types.js'
import { walletCatalogue } from './walletCatalogue.js'

export type LoadRegistryReturnType = {
  wallets: readonly WalletListItem[]
  /** The explorer's logo URL of an imported wallet, by image id. */
  imageUrls: ReadonlyMap<string, string>
  source: 'imported' | 'bundled'
}

/**
 * The registry the server lists: the last imported one (see importExplorerWallets), else the
 * bundled catalogue, so a server that never imported, or is offline, still lists wallets.
 *
 * @example const registry = await loadRegistry(storage)
 */
export async function loadRegistry(storage: Storage): Promise<LoadRegistryReturnType> {
  const rows = await storage.query<{ wallet: WalletListItem | string; image_url: string | null }>(
    'select wallet, image_url from registry_wallets order by position',
  )
  if (rows.length === 0)
    return { wallets: walletCatalogue, imageUrls: new Map(), source: 'bundled' }
  const wallets = rows.map((row) =>
    typeof row.wallet === 'string' ? (JSON.parse(row.wallet) as WalletListItem) : row.wallet,
  )
  const imageUrls = new Map<string, string>()
  rows.forEach((row, index) => {
    const wallet = wallets[index]
    if (row.image_url && wallet) imageUrls.set(wallet.image_id, row.image_url)
  })
  return { wallets, imageUrls, source: 'imported' }
}
