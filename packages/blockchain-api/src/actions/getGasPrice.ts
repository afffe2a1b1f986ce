import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import { GasPriceUnsupportedNetworkError } from '../errors/data.js'
import type { RequestErrorType } from '../errors/request.js'
import { type GasPriceResponse, gasPriceRoute } from '../routes/gasPrice.js'
import { isNetworkSupported } from './isNetworkSupported.js'

export type GetGasPriceParameters = {
  /** CAIP-2 network id. */
  chainId: string
  signal?: AbortSignal | undefined
}

export type GetGasPriceReturnType = GasPriceResponse

export type GetGasPriceErrorType = GasPriceUnsupportedNetworkError | RequestErrorType

/**
 * Gas prices in wei (standard, fast, instant) on one network.
 * Throws 'Network not supported for Gas Price' for a network outside the supported list, and the
 * request's own error when the server cannot be reached.
 *
 * @example
 * const { standard } = await getGasPrice(client, { chainId: 'eip155:31337' })
 */
export async function getGasPrice(
  client: BlockchainApiClient,
  parameters: GetGasPriceParameters,
): Promise<GetGasPriceReturnType> {
  if (!(await isNetworkSupported(client, parameters.chainId))) {
    throw new GasPriceUnsupportedNetworkError({ chainId: parameters.chainId })
  }
  return requestJson(client, gasPriceRoute, {
    query: { chainId: parameters.chainId },
    signal: parameters.signal,
  })
}
