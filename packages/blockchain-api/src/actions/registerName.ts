import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import { NameRegistrationError } from '../errors/names.js'
import { type NameRecord, registerNameRoute } from '../routes/profile.js'
import { isNetworkSupported } from './isNetworkSupported.js'

export type RegisterNameParameters = {
  /** The name being registered (also inside `message`). */
  name: string
  /** ENSIP-11 coin type of the chain (see convertChainIdToCoinType). */
  coinType: number
  /** CAIP-2 network the account is on: off the supported-chains list nothing is sent. */
  chainId: string
  address: string
  /** The signed JSON `{ name, attributes, timestamp }` (timestamp in seconds). */
  message: string
  signature: string
  signal?: AbortSignal | undefined
}

export type RegisterNameReturnType = { success: true; record: NameRecord } | { success: false }
export type RegisterNameErrorType = NameRegistrationError

/**
 * Registers a name for an address with its signed registration message; `success: false` off the
 * supported-chains list (spec §7), 'Error registering name {name}' when the server refuses.
 *
 * @example
 * const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
 * await registerName(client, { name, coinType: 60, chainId: 'eip155:1', address, message, signature })
 */
export async function registerName(
  client: BlockchainApiClient,
  parameters: RegisterNameParameters,
): Promise<RegisterNameReturnType> {
  if (!(await isNetworkSupported(client, parameters.chainId))) return { success: false }
  try {
    const record = await requestJson(client, registerNameRoute, {
      body: {
        coin_type: parameters.coinType,
        address: parameters.address,
        message: parameters.message,
        signature: parameters.signature,
      },
      signal: parameters.signal,
      retryStatuses: [],
    })
    return { success: true, record }
  } catch (error) {
    throw new NameRegistrationError({ name: parameters.name, cause: error })
  }
}
