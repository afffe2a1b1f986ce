import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import type { RequestErrorType } from '../errors/request.js'
import { type OnrampPurchase, onrampPurchaseRoute } from '../routes/onramp.js'

export type GetOnrampPurchaseParameters = { id: string; signal?: AbortSignal | undefined }

export type GetOnrampPurchaseReturnType = OnrampPurchase

export type GetOnrampPurchaseErrorType = RequestErrorType

/**
 * Where a purchase stands (`pending`, `completed` with its transaction, `failed`), by the
 * `purchaseId` of `generateOnrampUrl`.
 *
 * @example
 * const { status, txHash } = await getOnrampPurchase(client, { id: purchaseId })
 */
export async function getOnrampPurchase(
  client: BlockchainApiClient,
  parameters: GetOnrampPurchaseParameters,
): Promise<GetOnrampPurchaseReturnType> {
  return requestJson(client, onrampPurchaseRoute, {
    params: { id: parameters.id },
    signal: parameters.signal,
  })
}
