import type { BlockchainApiClient } from '../client/createBlockchainApiClient.js'
import { requestJson } from '../client/request.js'
import type { RequestErrorType } from '../errors/request.js'
import { bitcoinBroadcastRoute } from '../routes/bitcoin.js'

export type BroadcastBitcoinTransactionParameters = {
  /** The network's CAIP-2 reference (`bip122:<reference>`). */
  network: string
  /** The signed transaction, serialized, in hex. */
  hex: string
  signal?: AbortSignal | undefined
}

/** The transaction id. */
export type BroadcastBitcoinTransactionReturnType = string

export type BroadcastBitcoinTransactionErrorType = RequestErrorType

/**
 * Sends a signed Bitcoin transaction to the network through the server; resolves with its txid.
 * A transaction the node refuses fails with the request's error (status 400, the node's reason).
 *
 * @example
 * const txid = await broadcastBitcoinTransaction(client, { network, hex: psbt.extractTransaction().toHex() })
 */
export async function broadcastBitcoinTransaction(
  client: BlockchainApiClient,
  parameters: BroadcastBitcoinTransactionParameters,
): Promise<BroadcastBitcoinTransactionReturnType> {
  return requestJson(client, bitcoinBroadcastRoute, {
    params: { network: parameters.network },
    body: parameters.hex,
    signal: parameters.signal,
  })
}
