import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { buildUrl } from '../client/request.js'
import { type GetImageParameters, imageRoutes } from './getImage.js'

export type GetImageUrlParameters = Omit<GetImageParameters, 'signal'>

/** The URL of an image, for an `<img src>` that the browser fetches and caches itself. */
export function getImageUrl(
  client: BlockchainApiClient,
  parameters: GetImageUrlParameters,
): string {
  return buildUrl(client, imageRoutes[parameters.kind], { params: { id: parameters.id } })
}
