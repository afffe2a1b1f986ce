import type { HistoryResponse, Transaction, TransactionTransfer } from '@airlock/blockchain-api'
import { formatUnits } from 'viem'
import { z } from 'zod'
import type { ServerContext } from '../context.js'
import { InvalidRequestError } from '../http/errors.js'
import { tokenIconUrl } from '../http/tokenIconUrl.js'
import type { SolanaRuntime } from './solanaRuntime.js'

export type GetSolanaHistoryParameters = {
  address: string
  /** The networks to read, newest first across them. */
  networks: readonly SolanaRuntime[]
  cursor?: string | undefined
  limit: number
}

const signaturesSchema = z.array(
  z.object({ signature: z.string(), blockTime: z.number().nullable().optional() }),
)

const tokenBalanceSchema = z.object({
  accountIndex: z.number().int(),
  mint: z.string(),
  owner: z.string().optional(),
  uiTokenAmount: z.object({ amount: z.string(), decimals: z.number().int() }),
})

const transactionSchema = z
  .object({
    slot: z.number(),
    blockTime: z.number().nullable().optional(),
    meta: z.object({
      err: z.unknown(),
      fee: z.number(),
      preBalances: z.array(z.number()),
      postBalances: z.array(z.number()),
      preTokenBalances: z.array(tokenBalanceSchema).nullable().optional(),
      postTokenBalances: z.array(tokenBalanceSchema).nullable().optional(),
      loadedAddresses: z
        .object({ writable: z.array(z.string()), readonly: z.array(z.string()) })
        .optional(),
    }),
    transaction: z.object({ message: z.object({ accountKeys: z.array(z.string()) }) }),
  })
  .nullable()

type SolanaTransaction = NonNullable<z.infer<typeof transactionSchema>>

/** Where each network's next page starts: the last signature shown, or '' once it has no more. */
type Cursor = Record<string, string>

/**
 * An address's Solana transactions in the spec's shape, newest first: each transaction's SOL and
 * SPL movements for this address, read from the balances before and after it (so every program's
 * transfers count, not only the System and Token programs' instructions). The fee is not a
 * transfer: the fee payer's SOL change is counted without it.
 */
export async function getSolanaHistory(
  context: ServerContext,
  { address, networks, cursor, limit }: GetSolanaHistoryParameters,
): Promise<HistoryResponse> {
  const from = cursor ? decodeCursor(networks, cursor) : {}
  const pages = await Promise.all(
    networks.map(async (network) => {
      const before = from[network.caipId]
      if (before === '') return { network, signatures: [], more: false }
      const list = await network.rpc(
        'getSignaturesForAddress',
        [address, { limit: limit + 1, commitment: 'confirmed', ...(before ? { before } : {}) }],
        signaturesSchema,
      )
      return { network, signatures: list.slice(0, limit), more: list.length > limit }
    }),
  )
  const merged = pages
    .flatMap(({ network, signatures }) => signatures.map((entry) => ({ network, ...entry })))
    .sort((a, b) => (b.blockTime ?? 0) - (a.blockTime ?? 0))
    .slice(0, limit)
  const next: Cursor = { ...from }
  let hasMore = false
  for (const { network, signatures, more } of pages) {
    const shown = merged.filter((entry) => entry.network === network)
    const last = shown.at(-1)
    if (last) next[network.caipId] = last.signature
    const exhausted = !more && shown.length === signatures.length
    if (exhausted) next[network.caipId] = ''
    else hasMore = true
  }
  const data = await Promise.all(
    merged.map(async ({ network, signature }) => {
      const transaction = await network.rpc(
        'getTransaction',
        [
          signature,
          { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
        ],
        transactionSchema,
      )
      return transaction ? describe(context, network, address, signature, transaction) : undefined
    }),
  )
  return {
    data: data.filter((item) => item !== undefined),
    next: hasMore ? encodeCursor(networks, next) : null,
  }
}

type Movement = {
  /** The mint, or undefined for SOL. */
  mint: string | undefined
  decimals: number
  /** Signed change for the address, in base units. */
  change: bigint
  /** Who moved the other way the most: the sender of what came in, the receiver of what went out. */
  counterparty: string | undefined
}

async function describe(
  context: ServerContext,
  network: SolanaRuntime,
  address: string,
  signature: string,
  transaction: SolanaTransaction,
): Promise<Transaction> {
  const { meta } = transaction
  const keys = [
    ...transaction.transaction.message.accountKeys,
    ...(meta.loadedAddresses?.writable ?? []),
    ...(meta.loadedAddresses?.readonly ?? []),
  ]
  const movements: Movement[] = []
  // SOL: the change of each account key, the fee given back to the fee payer.
  const solChanges = keys.map(
    (_, index) =>
      BigInt(meta.postBalances[index] ?? 0) -
      BigInt(meta.preBalances[index] ?? 0) +
      (index === 0 ? BigInt(meta.fee) : 0n),
  )
  const own = keys.indexOf(address)
  const solChange = own >= 0 ? (solChanges[own] ?? 0n) : 0n
  if (solChange !== 0n) {
    movements.push({
      mint: undefined,
      decimals: 9,
      change: solChange,
      counterparty: counterpartyOf(
        keys.map((key, index) => [key, solChanges[index] ?? 0n]),
        solChange,
      ),
    })
  }
  // SPL: per mint, the change of what each owner holds.
  const byMint = new Map<string, { decimals: number; owners: Map<string, bigint> }>()
  const add = (entries: z.infer<typeof tokenBalanceSchema>[] | null | undefined, sign: bigint) => {
    for (const entry of entries ?? []) {
      const owner = entry.owner ?? keys[entry.accountIndex] ?? ''
      const mint = byMint.get(entry.mint) ?? {
        decimals: entry.uiTokenAmount.decimals,
        owners: new Map<string, bigint>(),
      }
      mint.owners.set(
        owner,
        (mint.owners.get(owner) ?? 0n) + sign * BigInt(entry.uiTokenAmount.amount),
      )
      byMint.set(entry.mint, mint)
    }
  }
  add(meta.preTokenBalances, -1n)
  add(meta.postTokenBalances, 1n)
  for (const [mint, { decimals, owners }] of byMint) {
    const change = owners.get(address) ?? 0n
    if (change === 0n) continue
    movements.push({ mint, decimals, change, counterparty: counterpartyOf([...owners], change) })
  }

  const transfers: TransactionTransfer[] = await Promise.all(
    movements.map(async ({ mint, decimals, change }) => {
      const info = mint
        ? (network.tokens.get(mint) ?? { name: 'Unknown token', symbol: mint.slice(0, 4) })
        : { name: 'Solana', symbol: 'SOL' }
      const numeric = formatUnits(change < 0n ? -change : change, decimals)
      const [price] = await context.prices.getUsdPrices([
        { chainId: network.caipId, address: mint ?? 'native', symbol: info.symbol },
      ])
      return {
        fungible_info: {
          name: info.name,
          symbol: info.symbol,
          icon: { url: tokenIconUrl(context, info.symbol) },
        },
        direction: change < 0n ? 'out' : 'in',
        quantity: { numeric },
        ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
      } satisfies TransactionTransfer
    }),
  )
  const outgoing = movements.filter((movement) => movement.change < 0n)
  const incoming = movements.filter((movement) => movement.change > 0n)
  const main = movements[movements.length - 1]
  const operationType: Transaction['metadata']['operationType'] =
    movements.length === 0
      ? keys[0] === address
        ? 'execute'
        : 'receive'
      : incoming.length === 0
        ? 'send'
        : outgoing.length === 0
          ? 'receive'
          : 'execute'
  const counterparty = main?.counterparty ?? (keys[0] === address ? keys[1] : keys[0]) ?? ''
  const sentFrom = operationType === 'receive' ? counterparty : address
  const sentTo = operationType === 'receive' ? address : counterparty
  return {
    id: `${network.caipId}:${signature}`,
    metadata: {
      operationType,
      hash: signature,
      minedAt: new Date((transaction.blockTime ?? 0) * 1000).toISOString(),
      sentFrom,
      sentTo,
      status: meta.err === null || meta.err === undefined ? 'confirmed' : 'failed',
      // Solana transactions have no nonce.
      nonce: 0,
      chain: network.caipId,
    },
    transfers,
  }
}

/** The party whose change is the largest one opposite to `change`. */
function counterpartyOf(
  changes: readonly (readonly [string, bigint])[],
  change: bigint,
): string | undefined {
  let best: [string, bigint] | undefined
  for (const [party, amount] of changes) {
    const opposite = change < 0n ? amount : -amount
    if (opposite > 0n && (!best || opposite > best[1])) best = [party, opposite]
  }
  return best?.[0]
}

/**
 * The networks' positions joined by '.', in the order of `networks`: the last signature shown, ''
 * once a network has no more, '-' when none of it has been shown yet. Base58 has no '.' or '-'.
 */
function encodeCursor(networks: readonly SolanaRuntime[], cursor: Cursor): string {
  return networks.map((network) => cursor[network.caipId] ?? '-').join('.')
}

function decodeCursor(networks: readonly SolanaRuntime[], cursor: string): Cursor {
  const parts = cursor.split('.')
  if (
    parts.length === networks.length &&
    parts.every((part) => /^([1-9A-HJ-NP-Za-km-z]{64,88}|-|)$/.test(part))
  ) {
    return Object.fromEntries(
      networks.flatMap((network, index) =>
        parts[index] === '-' ? [] : [[network.caipId, parts[index] ?? '']],
      ),
    )
  }
  throw new InvalidRequestError('Invalid cursor', [
    { path: 'query.cursor', message: 'Invalid cursor' },
  ])
}
