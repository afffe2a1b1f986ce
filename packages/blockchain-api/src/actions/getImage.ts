import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestBlob } from '../client/request.js'
import type { RouteDefinition } from '../routes/defineRoute.js'
import {
  assetImageRoute,
  currencyImageRoute,
  tokenImageRoute,
  walletImageRoute,
} from '../routes/images.js'

export type GetImageParameters = {
  /** Which image family. */
  kind: 'wallet' | 'asset' | 'currency' | 'token'
  /** Wallet `image_id`, network id, currency code or token symbol. */
  id: string
  signal?: AbortSignal | undefined
}

export type GetImageReturnType = Blob

export const imageRoutes: Record<GetImageParameters['kind'], RouteDefinition> = {
  wallet: walletImageRoute,
  asset: assetImageRoute,
  currency: currencyImageRoute,
  token: tokenImageRoute,
}

/**
 * Downloads an image of the registry (`/getWalletImage/{id}` and the `/public/get*Image/{id}`
 * routes) as a Blob.
 *
 * @example
 * const blob = await getImage(client, { kind: 'wallet', id: wallet.image_id })
 * img.src = URL.createObjectURL(blob)
 */
export function getImage(
  client: BlockchainApiClient,
  parameters: GetImageParameters,
): Promise<GetImageReturnType> {
  return requestBlob(client, imageRoutes[parameters.kind], {
    params: { id: parameters.id },
    signal: parameters.signal,
  })
}
