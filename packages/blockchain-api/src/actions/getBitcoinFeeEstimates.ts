import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import type { RequestErrorType } from '../errors/request.js'
import { type BitcoinFeeEstimates, bitcoinFeeEstimatesRoute } from '../routes/bitcoin.js'

export type GetBitcoinFeeEstimatesParameters = {
  /** The network's CAIP-2 reference (`bip122:<reference>`). */
  network: string
  signal?: AbortSignal | undefined
}

export type GetBitcoinFeeEstimatesReturnType = BitcoinFeeEstimates

export type GetBitcoinFeeEstimatesErrorType = RequestErrorType

/**
 * Fee rates in sat/vB by confirmation target in blocks (`{ '1': 2.5, '6': 1 }`).
 *
 * @example
 * const { '1': fastest } = await getBitcoinFeeEstimates(client, { network: '0f9188f13cb7b2c71f2a335e3a4fc328' })
 */
export async function getBitcoinFeeEstimates(
  client: BlockchainApiClient,
  parameters: GetBitcoinFeeEstimatesParameters,
): Promise<GetBitcoinFeeEstimatesReturnType> {
  return requestJson(client, bitcoinFeeEstimatesRoute, {
    params: { network: parameters.network },
    signal: parameters.signal,
  })
}
