import type { HistorySourceConfig } from '../chainDataSources.js'

/**
 * Where a transaction sits in an account's history, newest first across chains: block time, chain
 * id, block number, index in the block. The history route's cursor is the last one it handed out.
 */
export type HistoryPosition = [time: number, chainId: number, block: number, txIndex: number]

/** A value moving in a transaction: the native currency (its own value or an internal call), or a token. */
export type HistoryTransfer = {
  kind: 'native' | 'erc20' | 'erc721' | 'erc1155'
  /** Token contract, lowercase; null for the native currency. */
  contract: string | null
  from: string
  to: string
  /** Base units; 1 for an ERC-721 token; the units of the id moved for an ERC-1155. */
  amount: bigint
  tokenId: bigint | null
  /**
   * Log index; -1 for the transaction's own value, below -1 for internal native transfers. The ids
   * of one ERC-1155 `TransferBatch` share their log's index, in the log's order.
   */
  logIndex: number
}

/** One transaction of an account's history, with every transfer it made (not only the account's). */
export type HistoryTransaction = {
  chainId: number
  hash: string
  blockNumber: number
  txIndex: number
  /** Block time, unix seconds. */
  time: number
  /** Lowercase addresses; `to` is the created contract of a deployment. */
  from: string
  to: string | null
  nonce: number
  status: 'confirmed' | 'failed'
  /** First four bytes of the input, or null. */
  selector: string | null
  transfers: HistoryTransfer[]
}

/** An NFT an account holds: an ERC-721 token (balance 1), or an ERC-1155 id with the units held. */
type HeldNft = {
  kind: 'erc721' | 'erc1155'
  contract: string
  tokenId: string
  balance: bigint
}

/** An ERC-20 token an account has sent or received. */
type TouchedToken = { address: string; name: string; symbol: string; decimals: number }

type HistoryPageRequest = {
  /** Only positions strictly before this one (the cursor); from the newest when absent. */
  before?: HistoryPosition | undefined
  /** The page size: a source answers up to `limit + 1`, so the caller knows whether more exist. */
  limit: number
  /** Only these transaction hashes (lowercase), such as an on-ramp's deliveries. */
  hashes?: readonly string[] | undefined
}

/**
 * History and discovery of one EVM chain, from one engine: the built-in index, an Otterscan API
 * (Erigon, Reth, anvil) or an Etherscan-compatible API (Blockscout, Etherscan, Routescan).
 */
export type HistorySource = {
  driver: HistorySourceConfig['driver']
  /** The account's transactions, newest first: up to `limit + 1` positioned before `before`. */
  getTransactions: (address: string, request: HistoryPageRequest) => Promise<HistoryTransaction[]>
  /** The ERC-721 tokens and ERC-1155 ids (with a balance above 0) the account holds. */
  getNfts: (address: string) => Promise<HeldNft[]>
  /** The ERC-20 tokens the account has moved, with their name, symbol and decimals. */
  getTouchedTokens: (address: string) => Promise<TouchedToken[]>
}

/** Whether `position` comes strictly after `cursor` in the newest-first order. */
export function isBefore(position: HistoryPosition, cursor: HistoryPosition | undefined): boolean {
  if (!cursor) return true
  for (let i = 0; i < 4; i++) {
    const a = position[i] as number
    const b = cursor[i] as number
    if (a !== b) return a < b
  }
  return false
}

export function positionOf(tx: HistoryTransaction): HistoryPosition {
  return [tx.time, tx.chainId, tx.blockNumber, tx.txIndex]
}

/** Newest first. */
export function compareNewestFirst(a: HistoryTransaction, b: HistoryTransaction): number {
  const x = positionOf(a)
  const y = positionOf(b)
  for (let i = 0; i < 4; i++) {
    const d = (y[i] as number) - (x[i] as number)
    if (d !== 0) return d
  }
  return 0
}
