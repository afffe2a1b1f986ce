import {
  type HistoryResponse,
  historyRoute,
  isEvmAddress,
  type Transaction,
  type TransactionTransfer,
} from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import { formatUnits } from 'viem'
import { getBitcoinHistory } from '../bitcoin/bitcoinHistory.js'
import type { ServerContext } from '../context.js'
import { InvalidRequestError, UpstreamError } from '../http/errors.js'
import { fastifyPath, parseRequest } from '../http/parseRequest.js'
import { tokenIconUrl } from '../http/tokenIconUrl.js'
import { getNftMetadata } from '../nft/nftMetadata.js'
import { getSolanaHistory } from '../solana/solanaHistory.js'
import { solanaNetworksFor } from '../solana/solanaNetworksFor.js'

type Position = [time: number, chainId: number, block: number, txIndex: number]

type TransactionRow = {
  chain_id: string | number
  hash: string
  block_time: string | number
  block_number: string | number
  tx_index: number
  from_address: string
  to_address: string | null
  nonce: string | number
  status: 'confirmed' | 'failed'
  selector: string | null
}

type TransferRow = {
  chain_id: string | number
  tx_hash: string
  log_index: number
  kind: 'native' | 'erc20' | 'erc721'
  contract: string | null
  from_address: string
  to_address: string
  amount: string
  token_id: string | null
}

const zeroAddress = '0x0000000000000000000000000000000000000000'

export function registerHistoryRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get(fastifyPath(historyRoute.path), async (request): Promise<HistoryResponse> => {
    const { params, query } = parseRequest(historyRoute, request)
    const solanaNetworks = solanaNetworksFor(context, params.account, query.chainId)
    if (solanaNetworks) {
      return getSolanaHistory(context, {
        ...query,
        address: params.account,
        networks: solanaNetworks,
      }).catch((error: unknown) => {
        if (error instanceof InvalidRequestError) throw error
        throw new UpstreamError('Transaction history unavailable', error)
      })
    }
    if (!isEvmAddress(params.account) || query.chainId?.startsWith('bip122:')) {
      if (isEvmAddress(params.account)) return { data: [], next: null }
      return getBitcoinHistory(context, { ...query, address: params.account })
    }
    const account = params.account.toLowerCase()
    const chain = query.chainId ? context.chains.get(query.chainId) : undefined
    if (query.chainId && !chain) return { data: [], next: null }
    const after = query.cursor ? decodeCursor(query.cursor) : undefined
    const values: unknown[] = [account]
    let where = 'address = $1'
    if (chain) {
      values.push(chain.config.id)
      where += ` and chain_id = $${values.length}`
    }
    if (query.onramp) {
      // Only what that on-ramp provider delivered to the account (the Activity's purchases).
      values.push(query.onramp)
      where += ` and hash in (select lower(tx_hash) from onramp_purchases
        where lower(address) = $1 and provider = $${values.length} and status = 'completed'
          and tx_hash is not null)`
    }
    if (after) {
      values.push(...after)
      const n = values.length
      where += ` and (block_time, chain_id, block_number, tx_index) < ($${n - 3}, $${n - 2}, $${n - 1}, $${n})`
    }
    values.push(query.limit + 1)
    const page = await context.storage.query<{
      chain_id: string | number
      hash: string
      block_time: string | number
      block_number: string | number
      tx_index: number
    }>(
      `select chain_id, hash, block_time, block_number, tx_index from account_transactions
       where ${where}
       order by block_time desc, chain_id desc, block_number desc, tx_index desc
       limit $${values.length}`,
      values,
    )
    const rows = page.slice(0, query.limit)
    const last = rows.at(-1)
    const next =
      page.length > query.limit && last
        ? encodeCursor([
            Number(last.block_time),
            Number(last.chain_id),
            Number(last.block_number),
            Number(last.tx_index),
          ])
        : null
    return { data: await describeTransactions(context, account, rows), next }
  })
}

async function describeTransactions(
  context: ServerContext,
  account: string,
  rows: { chain_id: string | number; hash: string }[],
): Promise<Transaction[]> {
  if (rows.length === 0) return []
  const hashes = [...new Set(rows.map((row) => row.hash))]
  const [transactions, transfers, contracts, purchases] = await Promise.all([
    context.storage.query<TransactionRow>(
      `select chain_id, hash, block_time, block_number, tx_index, from_address, to_address, nonce,
         status, selector from transactions where hash = any($1)`,
      [hashes],
    ),
    context.storage.query<TransferRow>(
      `select chain_id, tx_hash, log_index, kind, contract, from_address, to_address,
         amount::text as amount, token_id::text as token_id
       from transfers where tx_hash = any($1) order by log_index`,
      [hashes],
    ),
    context.storage.query<{
      chain_id: string | number
      address: string
      name: string
      symbol: string
      decimals: number
    }>('select chain_id, address, name, symbol, decimals from token_contracts'),
    // Purchases the sandbox on-ramp delivered: the buyer sees them as bought, not received.
    context.storage.query<{ tx_hash: string; address: string }>(
      `select tx_hash, address from onramp_purchases where tx_hash = any($1) and status = 'completed'`,
      [hashes],
    ),
  ])
  const keyOf = (chainId: string | number, hash: string) => `${Number(chainId)}:${hash}`
  const txByKey = new Map(transactions.map((tx) => [keyOf(tx.chain_id, tx.hash), tx]))
  const transfersByKey = new Map<string, TransferRow[]>()
  for (const transfer of transfers) {
    const key = keyOf(transfer.chain_id, transfer.tx_hash)
    transfersByKey.set(key, [...(transfersByKey.get(key) ?? []), transfer])
  }
  const contractOf = (chainId: number, address: string | null) =>
    contracts.find((row) => Number(row.chain_id) === chainId && row.address === address)
  const bought = new Set(
    purchases
      .filter((purchase) => purchase.address.toLowerCase() === account)
      .map((purchase) => purchase.tx_hash.toLowerCase()),
  )
  const results: Transaction[] = []
  for (const row of rows) {
    const key = keyOf(row.chain_id, row.hash)
    const tx = txByKey.get(key)
    if (!tx) continue
    const chainId = Number(tx.chain_id)
    const chain = context.chains.get(`eip155:${chainId}`)
    const own = (transfersByKey.get(key) ?? []).filter(
      (transfer) => transfer.from_address === account || transfer.to_address === account,
    )
    const described: TransactionTransfer[] = []
    for (const transfer of own) {
      const direction: TransactionTransfer['direction'] =
        transfer.from_address === account && transfer.to_address === account
          ? 'self'
          : transfer.from_address === account
            ? 'out'
            : 'in'
      if (transfer.kind === 'erc721') {
        const collection = contractOf(chainId, transfer.contract)
        const metadata = chain
          ? await getNftMetadata(
              context.storage,
              chain,
              transfer.contract ?? '',
              transfer.token_id ?? '0',
              context.nftMetadata,
            )
          : { name: null, image: null }
        described.push({
          nft_info: {
            name: metadata.name ?? `${collection?.name ?? 'NFT'} #${transfer.token_id}`,
            contract: transfer.contract ?? undefined,
            token_id: transfer.token_id ?? undefined,
            flags: { is_spam: false },
            content: metadata.image ? { preview: { url: metadata.image } } : {},
          },
          direction,
          quantity: { numeric: '1' },
        })
        continue
      }
      const info =
        transfer.kind === 'native'
          ? chain?.config.nativeCurrency
          : contractOf(chainId, transfer.contract)
      const decimals = Number(info?.decimals ?? 18)
      const numeric = formatUnits(BigInt(transfer.amount), decimals)
      const [price] = await context.prices.getUsdPrices([
        { chainId, address: transfer.contract ?? 'native', symbol: info?.symbol ?? '' },
      ])
      described.push({
        fungible_info: {
          name: info?.name ?? 'Unknown token',
          symbol: info?.symbol ?? '???',
          icon: { url: tokenIconUrl(context, info?.symbol ?? 'token') },
        },
        direction,
        quantity: { numeric },
        ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
      })
    }
    results.push({
      id: `${chainId}:${tx.hash}`,
      metadata: {
        operationType: bought.has(tx.hash.toLowerCase())
          ? 'buy'
          : operationTypeOf(tx, account, own),
        hash: tx.hash,
        minedAt: new Date(Number(tx.block_time) * 1000).toISOString(),
        sentFrom: tx.from_address,
        sentTo: tx.to_address ?? '',
        status: tx.status,
        nonce: Number(tx.nonce),
        chain: `eip155:${chainId}`,
      },
      transfers: described,
    })
  }
  return results
}

function operationTypeOf(
  tx: TransactionRow,
  account: string,
  transfers: TransferRow[],
): Transaction['metadata']['operationType'] {
  if (transfers.some((transfer) => transfer.from_address === zeroAddress)) return 'mint'
  if (transfers.some((transfer) => transfer.to_address === zeroAddress)) return 'burn'
  if (tx.selector === '0x095ea7b3') return 'approve'
  if (transfers.length === 0) return tx.from_address === account ? 'execute' : 'receive'
  if (transfers.every((transfer) => transfer.to_address === account)) return 'receive'
  if (transfers.every((transfer) => transfer.from_address === account)) return 'send'
  return 'execute'
}

function encodeCursor(position: Position): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url')
}

function decodeCursor(cursor: string): Position {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (
      Array.isArray(value) &&
      value.length === 4 &&
      value.every((part) => Number.isSafeInteger(part) && part >= 0)
    ) {
      return value as Position
    }
  } catch {}
  throw new InvalidRequestError('Invalid cursor', [
    { path: 'query.cursor', message: 'Invalid cursor' },
  ])
}
