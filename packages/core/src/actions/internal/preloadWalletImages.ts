import { getImage } from '@airlock/blockchain-api'
import type { AppKit } from '../../createAppKit.js'
import type { RegistryWallet } from '../../state/wallets.js'
import { walletRegistryLimits } from '../walletRegistryLimits.js'

/**
 * Fetches the images of the first wallets of a list (spec §9: the first 20) and keeps them as
 * object URLs in `state.wallets.images`, so the top of the list paints with its icons; the
 * others load lazily from their URL. Failures leave the URL in place.
 */
export async function preloadWalletImages(
  appKit: AppKit,
  wallets: readonly RegistryWallet[],
): Promise<void> {
  if (typeof URL.createObjectURL !== 'function') return
  const { images } = appKit.state.wallets
  const pending = wallets
    .slice(0, walletRegistryLimits.imagePreload)
    .filter((wallet) => !images[wallet.image_id])
  await Promise.all(
    pending.map(async (wallet) => {
      try {
        const blob = await getImage(appKit.api, { kind: 'wallet', id: wallet.image_id })
        if (!images[wallet.image_id]) images[wallet.image_id] = URL.createObjectURL(blob)
      } catch {
        // The <img> falls back to the image URL.
      }
    }),
  )
}
