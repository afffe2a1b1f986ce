import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import { NamesForAddressError } from '../errors/names.js'
import { type NameRecord, nameReverseRoute } from '../routes/profile.js'

export type GetNamesForAddressParameters = {
  address: string
  /** The connected account asking, when known. */
  sender?: string | undefined
  signal?: AbortSignal | undefined
}

export type GetNamesForAddressReturnType = NameRecord[]
export type GetNamesForAddressErrorType = NamesForAddressError

/**
 * The names an address holds (newest first); 'Error fetching names for address' on failure.
 *
 * @example const [record] = await getNamesForAddress(client, { address: '0xf39F…' })
 */
export async function getNamesForAddress(
  client: BlockchainApiClient,
  parameters: GetNamesForAddressParameters,
): Promise<GetNamesForAddressReturnType> {
  try {
    return await requestJson(client, nameReverseRoute, {
      params: { address: parameters.address },
      query: { sender: parameters.sender, apiVersion: '2' },
      signal: parameters.signal,
    })
  } catch (error) {
    throw new NamesForAddressError({ cause: error })
  }
}
