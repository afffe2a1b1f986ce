import type { BitcoinFeeEstimates, BitcoinTransaction, BitcoinUtxo } from '@airlock/blockchain-api'

/** Where a bip122 network's data comes from: a real Esplora, or a Bitcoin Core-compatible node. */
export type BitcoinSource = {
  getUtxos: (address: string) => Promise<BitcoinUtxo[]>
  /**
   * Esplora's order: mempool first, then confirmed, newest first. With `afterTxid` (a confirmed
   * transaction of the address), the confirmed ones older than it: the next page.
   */
  getAddressTransactions: (address: string, afterTxid?: string) => Promise<BitcoinTransaction[]>
  /** Resolves with the txid; rejects with `BitcoinBroadcastRejectedError` when refused. */
  broadcast: (hex: string) => Promise<string>
  getFeeEstimates: () => Promise<BitcoinFeeEstimates>
}

/** The network refused a transaction; `reason` is the node's or Esplora's text. */
export class BitcoinBroadcastRejectedError extends Error {
  override name = 'BitcoinBroadcastRejectedError' as const
  constructor(readonly reason: string) {
    super(`Transaction rejected: ${reason}`)
  }
}
