import { networkIcons } from './index.js'

/**
 * Fills the network button's hidden image with a well-known network's bundled logo (imported on
 * first use) when the network has no image of its own, or leaves it hidden. A later call for
 * another network wins over an earlier one.
 *
 * @example showNetworkIcon(image, mainnet)
 */
export default async function showNetworkIcon(
  image: HTMLImageElement | null,
  { caipNetworkId, assets }: { caipNetworkId: string; assets?: { imageUrl?: string } | undefined },
) {
  // React calls the ref with null when the image goes.
  if (!image) return
  image.dataset.network = caipNetworkId
  // A network's own image needs no logo (React shows it).
  if (assets?.imageUrl) return
  const icon = Object.hasOwn(networkIcons, caipNetworkId)
    ? await networkIcons[caipNetworkId]?.().catch(() => undefined)
    : undefined
  if (image.dataset.network !== caipNetworkId) return
  if (icon) image.src = icon.default
  else image.removeAttribute('src')
  image.hidden = !icon
}
