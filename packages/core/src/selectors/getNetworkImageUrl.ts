import { getImageUrl } from '@airlock/blockchain-api'
import type { AppKit } from '../createAppKit.js'
import type { CaipNetwork } from '../networks/types.js'

/**
 * A network's logo: its own `assets.imageUrl` (where `chainImages` also lands), else the server's
 * image of its `assets.imageId` or CAIP-2 id: the icon set's logo, a monogram for an unknown one.
 *
 * @example getNetworkImageUrl(appKit, base) // 'http://127.0.0.1:8787/public/getAssetImage/eip155%3A8453?…'
 */
export function getNetworkImageUrl(
  appKit: AppKit,
  network: Pick<CaipNetwork, 'caipNetworkId' | 'assets'>,
): string {
  return (
    network.assets?.imageUrl ??
    getImageUrl(appKit.api, { kind: 'asset', id: network.assets?.imageId ?? network.caipNetworkId })
  )
}
