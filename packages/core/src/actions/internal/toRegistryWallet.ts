import { getImageUrl, type WalletListItem } from '@airlock/blockchain-api'
import type { AppKit } from '../../createAppKit.js'
import type { RegistryWallet } from '../../state/wallets.js'

/** A registry answer's wallet with the URL of its image on the instance's server. */
export function toRegistryWallet(appKit: AppKit, wallet: WalletListItem): RegistryWallet {
  return { ...wallet, imageUrl: getImageUrl(appKit.api, { kind: 'wallet', id: wallet.image_id }) }
}
