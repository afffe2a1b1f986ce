import { z } from 'zod'
import { DataSourceResponseError } from '../dataSourceErrors.js'
import type { HistoryTransaction, HistoryTransfer } from './historySource.js'

const digits = z.string().regex(/^\d+$/)
const address = z
  .string()
  .regex(/^(0x[0-9a-fA-F]{40})?$/)
  .transform((value) => value.toLowerCase())
const hash = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/)
  .transform((value) => value.toLowerCase())
const common = {
  blockNumber: digits.transform(Number),
  timeStamp: digits.transform(Number),
  hash,
}

/** `module=account&action=txlist`: the transactions the address sent or received. */
const normalRow = z.object({
  ...common,
  nonce: digits.transform(Number),
  transactionIndex: digits.transform(Number),
  from: address,
  to: address,
  value: digits.transform(BigInt),
  isError: z.string(),
  txreceipt_status: z.string().optional(),
  input: z.string(),
  contractAddress: address,
})
/** `action=txlistinternal`: value moved by contract calls. */
const internalRow = z.object({
  ...common,
  from: address,
  to: address,
  value: digits.transform(BigInt),
  contractAddress: address.optional(),
  type: z.string(),
  traceId: z.string().optional(),
  isError: z.string(),
})
/** `action=tokentx` (ERC-20) and `action=tokennfttx` (ERC-721). */
const tokenRow = z.object({
  ...common,
  nonce: digits.transform(Number),
  transactionIndex: digits.transform(Number),
  from: address,
  to: address,
  contractAddress: address,
  value: digits.transform(BigInt).optional(),
  tokenID: digits.optional(),
  tokenName: z.string(),
  tokenSymbol: z.string(),
  tokenDecimal: z.string(),
  /** Blockscout adds the log index; Etherscan does not. */
  logIndex: digits.transform(Number).optional(),
})

/**
 * `action=token1155tx` (ERC-1155): one row per id moved, its units in `tokenValue`. Etherscan
 * documents no `tokenDecimal` here; some compatible APIs add it.
 */
const multiTokenRow = z.object({
  ...common,
  nonce: digits.transform(Number),
  transactionIndex: digits.transform(Number),
  from: address,
  to: address,
  contractAddress: address,
  tokenID: digits,
  tokenValue: digits.transform(BigInt),
  tokenName: z.string(),
  tokenSymbol: z.string(),
  logIndex: digits.transform(Number).optional(),
})

type EtherscanNormalRow = z.infer<typeof normalRow>
type EtherscanInternalRow = z.infer<typeof internalRow>
type EtherscanTokenRow = z.infer<typeof tokenRow>
type EtherscanMultiTokenRow = z.infer<typeof multiTokenRow>

export const etherscanActions = {
  txlist: normalRow,
  txlistinternal: internalRow,
  tokentx: tokenRow,
  tokennfttx: tokenRow,
  token1155tx: multiTokenRow,
} as const
export type EtherscanAction = keyof typeof etherscanActions

const envelope = z.object({
  status: z.string(),
  message: z.string(),
  result: z.unknown(),
})

/**
 * One Etherscan-compatible answer (`{ status, message, result }`): the rows of `action`, `[]` for
 * "No transactions found", or a `DataSourceResponseError` with the API's reason (`Invalid API Key`,
 * `Max rate limit reached`, a result that is not the documented shape).
 */
export function parseEtherscanResponse<action extends EtherscanAction>(
  action: action,
  body: unknown,
): z.infer<(typeof etherscanActions)[action]>[] {
  const outer = envelope.safeParse(body)
  if (!outer.success)
    throw new DataSourceResponseError('etherscan', `${action}: not an Etherscan-compatible answer`)
  const { status, message, result } = outer.data
  if (status !== '1') {
    if (Array.isArray(result) && result.length === 0) return []
    throw new DataSourceResponseError(
      'etherscan',
      `${action}: ${typeof result === 'string' ? result : message}`,
    )
  }
  const rows = z.array(etherscanActions[action]).safeParse(result)
  if (!rows.success) {
    const issue = rows.error.issues[0]
    throw new DataSourceResponseError(
      'etherscan',
      `${action}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'unexpected shape'}`,
    )
  }
  return rows.data as z.infer<(typeof etherscanActions)[action]>[]
}

/** What only a transaction's own row says: who sent it, to whom, whether it failed, its place. */
export type TransactionBasics = Pick<
  HistoryTransaction,
  'from' | 'to' | 'status' | 'selector' | 'txIndex' | 'nonce'
>

export type EtherscanRows = {
  normal: readonly EtherscanNormalRow[]
  internal: readonly EtherscanInternalRow[]
  erc20: readonly EtherscanTokenRow[]
  erc721: readonly EtherscanTokenRow[]
  erc1155: readonly EtherscanMultiTokenRow[]
}

/**
 * Groups the five lists by transaction: one `HistoryTransaction` per hash with the account's
 * transfers (its own value, internal ETH, ERC-20, ERC-721 and ERC-1155). A transaction that only moved the
 * account's tokens or ETH inside a contract call has no `txlist` row; `basics` (read from the
 * chain's node) gives its sender, receiver, status, index and nonce.
 */
export function toHistoryTransactions(
  chainId: number,
  rows: EtherscanRows,
  basics: ReadonlyMap<string, TransactionBasics>,
): HistoryTransaction[] {
  const byHash = new Map<string, HistoryTransaction>()
  const entry = (row: {
    hash: string
    blockNumber: number
    timeStamp: number
  }): HistoryTransaction | undefined => {
    let tx = byHash.get(row.hash)
    if (!tx) {
      const known = basics.get(row.hash)
      if (!known) return undefined
      tx = {
        chainId,
        hash: row.hash,
        blockNumber: row.blockNumber,
        time: row.timeStamp,
        ...known,
        transfers: [],
      }
      byHash.set(row.hash, tx)
    }
    return tx
  }
  for (const row of rows.normal) {
    const status = row.isError === '1' || row.txreceipt_status === '0' ? 'failed' : 'confirmed'
    const to = row.to || row.contractAddress || null
    const tx: HistoryTransaction = {
      chainId,
      hash: row.hash,
      blockNumber: row.blockNumber,
      txIndex: row.transactionIndex,
      time: row.timeStamp,
      from: row.from,
      to,
      nonce: row.nonce,
      status,
      selector: row.input.length >= 10 ? row.input.slice(0, 10) : null,
      transfers: [],
    }
    if (status === 'confirmed' && row.value > 0n && to)
      tx.transfers.push(native(row.from, to, row.value, -1))
    byHash.set(row.hash, tx)
  }
  // A token row becomes a transfer of the transaction it belongs to.
  const pushToken = (
    row: (typeof rows.erc20)[number] | (typeof rows.erc721)[number] | (typeof rows.erc1155)[number],
    kind: 'erc20' | 'erc721' | 'erc1155',
    amount: bigint,
    tokenId: bigint | null,
  ) => {
    const tx = entry(row)
    tx?.transfers.push({
      kind,
      contract: row.contractAddress,
      from: row.from,
      to: row.to,
      amount,
      tokenId,
      logIndex: row.logIndex ?? tx.transfers.length,
    })
  }
  for (const row of rows.erc20) pushToken(row, 'erc20', row.value ?? 0n, null)
  for (const row of rows.erc721) pushToken(row, 'erc721', 1n, BigInt(row.tokenID ?? '0'))
  for (const row of rows.erc1155) pushToken(row, 'erc1155', row.tokenValue, BigInt(row.tokenID))
  rows.internal.forEach((row, index) => {
    if (row.isError === '1' || row.value === 0n || !row.to) {
      entry(row)
      return
    }
    const tx = entry(row)
    tx?.transfers.push(native(row.from, row.to, row.value, -2 - index))
  })
  for (const tx of byHash.values()) tx.transfers.sort((a, b) => a.logIndex - b.logIndex)
  return [...byHash.values()]
}

function native(from: string, to: string, amount: bigint, logIndex: number): HistoryTransfer {
  return { kind: 'native', contract: null, from, to, amount, tokenId: null, logIndex }
}
