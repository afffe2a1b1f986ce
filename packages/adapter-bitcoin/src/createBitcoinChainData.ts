import {
  type BlockchainApiClient,
  broadcastBitcoinTransaction,
  type CaipNetwork,
  getBitcoinFeeEstimates,
  getBitcoinUtxos,
  InvalidOptionsError,
} from '@airlock/core'
import type { TransferUtxo } from './selectTransferInputs.js'

/** Where the adapter reads chain data; each part overrides the Airlock server's data API. */
export type BitcoinApi = {
  /** Unspent outputs of an address, in sats (AppKit's `getUTXOs`). */
  getUTXOs?:
    | ((parameters: { network: CaipNetwork; address: string }) => Promise<TransferUtxo[]>)
    | undefined
  /** Fee rate in sat/vB for the next block or so. */
  getFeeRate?: ((parameters: { network: CaipNetwork }) => Promise<number>) | undefined
  /** Broadcasts a raw transaction (hex); answers its txid. */
  broadcast?: ((parameters: { network: CaipNetwork; hex: string }) => Promise<string>) | undefined
}

export type BitcoinChainData = Required<BitcoinApi>

/** sat/vB when the server has no estimate. */
const minimumFeeRate = 1

/**
 * Unspent outputs, fee rates and broadcasts of a Bitcoin network: `api`'s own where it gives
 * them, otherwise the Airlock server's Esplora-compatible routes (the instance's data API).
 *
 * @example const chainData = createBitcoinChainData({ api, getClient: () => context.api })
 */
export function createBitcoinChainData(parameters: {
  api?: BitcoinApi | undefined
  getClient: () => BlockchainApiClient | undefined
}): BitcoinChainData {
  const { api = {} } = parameters
  const client = (): BlockchainApiClient => {
    const found = parameters.getClient()
    if (!found) {
      throw new InvalidOptionsError(
        'The Bitcoin adapter has no data API: give createAppKit `apiUrl`, or the adapter `api`.',
      )
    }
    return found
  }
  return {
    getUTXOs: async ({ network, address }) =>
      api.getUTXOs
        ? api.getUTXOs({ network, address })
        : getBitcoinUtxos(client(), { network: String(network.id), address }),
    getFeeRate: async ({ network }) => {
      if (api.getFeeRate) return api.getFeeRate({ network })
      const estimates = await getBitcoinFeeEstimates(client(), { network: String(network.id) })
      return Math.max(
        estimates['1'] ?? estimates['2'] ?? estimates['3'] ?? minimumFeeRate,
        minimumFeeRate,
      )
    },
    broadcast: async ({ network, hex }) =>
      api.broadcast
        ? api.broadcast({ network, hex })
        : broadcastBitcoinTransaction(client(), { network: String(network.id), hex }),
  }
}
