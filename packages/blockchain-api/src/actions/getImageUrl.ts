import { buildUrl } from '../client/buildUrl.js'
import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { imagePaths } from '../routes/paths.js'
import type { GetImageParameters } from './getImage.js'

export type GetImageUrlParameters = Omit<GetImageParameters, 'signal'>

/** The URL of an image, for an `<img src>` that the browser fetches and caches itself. */
export function getImageUrl(
  client: BlockchainApiClient,
  parameters: GetImageUrlParameters,
): string {
  return buildUrl(client, { path: imagePaths[parameters.kind] }, { params: { id: parameters.id } })
}
