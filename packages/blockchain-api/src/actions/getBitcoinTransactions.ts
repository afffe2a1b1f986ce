import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import type { RequestErrorType } from '../errors/request.js'
import { type BitcoinTransaction, bitcoinAddressTransactionsRoute } from '../routes/bitcoin.js'

export type GetBitcoinTransactionsParameters = {
  /** The network's CAIP-2 reference (`bip122:<reference>`). */
  network: string
  /** A `bcrt1…`, `tb1…` or `bc1…` address. */
  address: string
  signal?: AbortSignal | undefined
}

export type GetBitcoinTransactionsReturnType = BitcoinTransaction[]

export type GetBitcoinTransactionsErrorType = RequestErrorType

/**
 * The transactions of a Bitcoin address in Esplora's shape, unconfirmed ones first, then newest first.
 *
 * @example
 * const txs = await getBitcoinTransactions(client, { network: '0f9188f13cb7b2c71f2a335e3a4fc328', address: 'bcrt1q…' })
 */
export async function getBitcoinTransactions(
  client: BlockchainApiClient,
  parameters: GetBitcoinTransactionsParameters,
): Promise<GetBitcoinTransactionsReturnType> {
  return requestJson(client, bitcoinAddressTransactionsRoute, {
    params: { network: parameters.network, address: parameters.address },
    signal: parameters.signal,
  })
}
