import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { send } from '../client/send.js'
import { imagePaths } from '../routes/paths.js'

export type GetImageParameters = {
  /** Which image family. */
  kind: 'wallet' | 'asset' | 'currency' | 'token'
  /** Wallet `image_id`, network id, currency code or token symbol. */
  id: string
  signal?: AbortSignal | undefined
}

export type GetImageReturnType = Blob

/**
 * Downloads an image of the registry (`/getWalletImage/{id}` and the `/public/get*Image/{id}`
 * routes) as a Blob.
 *
 * @example
 * const blob = await getImage(client, { kind: 'wallet', id: wallet.image_id })
 * img.src = URL.createObjectURL(blob)
 */
export async function getImage(
  client: BlockchainApiClient,
  parameters: GetImageParameters,
): Promise<GetImageReturnType> {
  // The path alone: an image has no schema to check, and the server checks the id.
  const { response } = await send(
    client,
    { method: 'GET', path: imagePaths[parameters.kind] },
    { params: { id: parameters.id }, signal: parameters.signal },
  )
  return response.blob()
}
