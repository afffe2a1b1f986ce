import type { BitcoinFeeEstimates, BitcoinTransaction, BitcoinUtxo } from '@airlock/blockchain-api'
import { AirlockError } from '@airlock/blockchain-api'

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
export class BitcoinBroadcastRejectedError extends AirlockError {
  override name = 'BitcoinBroadcastRejectedError' as const
  readonly reason: string
  constructor(reason: string) {
    super(`Transaction rejected: ${reason}`, { code: 'BITCOIN_BROADCAST_REJECTED' })
    this.reason = reason
  }
}

/** A Bitcoin source (Esplora or a node's RPC) answered with an HTTP failure. */
export class BitcoinSourceHttpError extends AirlockError {
  override name = 'BitcoinSourceHttpError' as const
  readonly status: number
  /** `what` names the call: an Esplora path or an RPC method. */
  constructor(what: string, status: number) {
    super(`${what}: HTTP ${status}`, { code: 'BITCOIN_SOURCE_HTTP' })
    this.status = status
  }
}
