import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import type { RequestErrorType } from '../errors/request.js'
import { type BitcoinUtxo, bitcoinUtxosRoute } from '../routes/bitcoin.js'

export type GetBitcoinUtxosParameters = {
  /** The network's CAIP-2 reference (`bip122:<reference>`). */
  network: string
  /** A `bcrt1…`, `tb1…` or `bc1…` address. */
  address: string
  signal?: AbortSignal | undefined
}

export type GetBitcoinUtxosReturnType = BitcoinUtxo[]

export type GetBitcoinUtxosErrorType = RequestErrorType

/**
 * The unspent outputs of a Bitcoin address (sats), from the server's Esplora-compatible API.
 *
 * @example
 * const utxos = await getBitcoinUtxos(client, { network: '0f9188f13cb7b2c71f2a335e3a4fc328', address: 'bcrt1q…' })
 */
export async function getBitcoinUtxos(
  client: BlockchainApiClient,
  parameters: GetBitcoinUtxosParameters,
): Promise<GetBitcoinUtxosReturnType> {
  return requestJson(client, bitcoinUtxosRoute, {
    params: { network: parameters.network, address: parameters.address },
    signal: parameters.signal,
  })
}
