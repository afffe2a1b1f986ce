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
import { describeTokens, type TokenDescription } from '../sources/history/describeTokens.js'
import {
  compareNewestFirst,
  type HistoryPosition,
  type HistoryTransaction,
  type HistoryTransfer,
  positionOf,
} from '../sources/history/historySource.js'

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
    const chains = query.chainId
      ? [context.chains.get(query.chainId)].filter((chain) => chain !== undefined)
      : [...context.chains.values()]
    const before = query.cursor ? decodeCursor(query.cursor) : undefined
    // Only what that on-ramp provider delivered to the account (the Activity's purchases).
    const hashes = query.onramp ? await onrampDeliveries(context, account, query.onramp) : undefined
    const pages = await Promise.all(
      chains.map((chain) => {
        const source = context.dataSources.history.get(chain.caipId)
        if (!source) return []
        return source
          .getTransactions(account, { before, limit: query.limit, hashes })
          .catch((error: unknown) => {
            throw new UpstreamError('Transaction history unavailable', error)
          })
      }),
    )
    // Each chain answers up to limit + 1 before the cursor: the newest of them all make the page.
    const merged = pages.flat().sort(compareNewestFirst)
    const rows = merged.slice(0, query.limit)
    const last = rows.at(-1)
    const next = merged.length > query.limit && last ? encodeCursor(positionOf(last)) : null
    return { data: await describeTransactions(context, account, rows), next }
  })
}

async function onrampDeliveries(
  context: ServerContext,
  account: string,
  provider: string,
): Promise<string[]> {
  const rows = await context.storage.query<{ hash: string }>(
    `select distinct lower(tx_hash) as hash from onramp_purchases
     where lower(address) = $1 and provider = $2 and status = 'completed' and tx_hash is not null`,
    [account, provider],
  )
  return rows.map((row) => row.hash)
}

async function describeTransactions(
  context: ServerContext,
  account: string,
  rows: readonly HistoryTransaction[],
): Promise<Transaction[]> {
  if (rows.length === 0) return []
  const hashes = [...new Set(rows.map((row) => row.hash))]
  // Purchases the sandbox on-ramp delivered: the buyer sees them as bought, not received.
  const purchases = await context.storage.query<{ tx_hash: string; address: string }>(
    `select tx_hash, address from onramp_purchases where lower(tx_hash) = any($1) and status = 'completed'`,
    [hashes],
  )
  const bought = new Set(
    purchases
      .filter((purchase) => purchase.address.toLowerCase() === account)
      .map((purchase) => purchase.tx_hash.toLowerCase()),
  )
  const results: Transaction[] = []
  for (const tx of rows) {
    const chain = context.chains.get(`eip155:${tx.chainId}`)
    const own = [...tx.transfers]
      .sort((a, b) => a.logIndex - b.logIndex)
      .filter((transfer) => transfer.from === account || transfer.to === account)
    const contracts = chain
      ? await describeTokens(
          context.storage,
          chain,
          new Map(
            own.flatMap((transfer) =>
              transfer.contract && transfer.kind !== 'native'
                ? [[transfer.contract, transfer.kind] as const]
                : [],
            ),
          ),
        )
      : new Map<string, TokenDescription>()
    const described: TransactionTransfer[] = []
    for (const transfer of own) {
      const direction: TransactionTransfer['direction'] =
        transfer.from === account && transfer.to === account
          ? 'self'
          : transfer.from === account
            ? 'out'
            : 'in'
      const tokenId = transfer.tokenId?.toString()
      if (transfer.kind === 'erc721' || transfer.kind === 'erc1155') {
        const collection = contracts.get(transfer.contract ?? '')
        const metadata = chain
          ? await getNftMetadata(
              context.storage,
              chain,
              transfer.contract ?? '',
              tokenId ?? '0',
              context.nftMetadata,
              transfer.kind,
            )
          : { name: null, image: null }
        described.push({
          nft_info: {
            name: metadata.name ?? `${collection?.name ?? 'NFT'} #${tokenId}`,
            contract: transfer.contract ?? undefined,
            token_id: tokenId,
            flags: { is_spam: false },
            content: metadata.image ? { preview: { url: metadata.image } } : {},
          },
          direction,
          // An ERC-1155 transfer moves any number of units of its id.
          quantity: { numeric: transfer.kind === 'erc721' ? '1' : transfer.amount.toString() },
        })
        continue
      }
      const info =
        transfer.kind === 'native'
          ? chain?.config.nativeCurrency
          : contracts.get(transfer.contract ?? '')
      const decimals = Number(info?.decimals ?? 18)
      const numeric = formatUnits(transfer.amount, decimals)
      const [price] = await context.prices.getUsdPrices([
        { chainId: tx.chainId, address: transfer.contract ?? 'native', symbol: info?.symbol ?? '' },
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
      id: `${tx.chainId}:${tx.hash}`,
      metadata: {
        operationType: bought.has(tx.hash.toLowerCase())
          ? 'buy'
          : operationTypeOf(tx, account, own),
        hash: tx.hash,
        minedAt: new Date(tx.time * 1000).toISOString(),
        sentFrom: tx.from,
        sentTo: tx.to ?? '',
        status: tx.status,
        nonce: tx.nonce,
        chain: `eip155:${tx.chainId}`,
      },
      transfers: described,
    })
  }
  return results
}

function operationTypeOf(
  tx: HistoryTransaction,
  account: string,
  transfers: readonly HistoryTransfer[],
): Transaction['metadata']['operationType'] {
  if (transfers.some((transfer) => transfer.from === zeroAddress)) return 'mint'
  if (transfers.some((transfer) => transfer.to === zeroAddress)) return 'burn'
  if (tx.selector === '0x095ea7b3') return 'approve'
  if (transfers.length === 0) return tx.from === account ? 'execute' : 'receive'
  if (transfers.every((transfer) => transfer.to === account)) return 'receive'
  if (transfers.every((transfer) => transfer.from === account)) return 'send'
  return 'execute'
}

function encodeCursor(position: HistoryPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url')
}

function decodeCursor(cursor: string): HistoryPosition {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (
      Array.isArray(value) &&
      value.length === 4 &&
      value.every((part) => Number.isSafeInteger(part) && part >= 0)
    ) {
      return value as HistoryPosition
    }
  } catch {}
  throw new InvalidRequestError('Invalid cursor', [
    { path: 'query.cursor', message: 'Invalid cursor' },
  ])
}
