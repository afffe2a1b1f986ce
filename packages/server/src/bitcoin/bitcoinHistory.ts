import type { BitcoinTransaction, HistoryResponse, Transaction } from '@airlock/blockchain-api'
import { formatUnits } from 'viem'
import type { ServerContext } from '../context.js'
import { InvalidRequestError, UpstreamError } from '../http/errors.js'
import { tokenIconUrl } from '../http/tokenIconUrl.js'
import { addressToScript } from './bitcoinAddress.js'
import type { BitcoinRuntime } from './bitcoinRuntime.js'

export type BitcoinHistoryParameters = {
  address: string
  /** A bip122 CAIP-2 id; without it, every configured network the address belongs to. */
  chainId?: string | undefined
  cursor?: string | undefined
  limit: number
}

/**
 * The history route for a Bitcoin address, in the same contract as for EVM accounts: confirmed
 * transactions, newest first, one BTC transfer each seen from the address (what it received, or
 * what it paid to others; the fee is not part of the amount), priced like its balance. The
 * cursor is `{network reference}:{txid}` of the last row, which Esplora pages from.
 */
export async function getBitcoinHistory(
  context: ServerContext,
  { address, chainId, cursor, limit }: BitcoinHistoryParameters,
): Promise<HistoryResponse> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor)
  const networks = [...context.bitcoinNetworks.values()].filter(
    (network) =>
      (chainId === undefined || network.caipId === chainId) &&
      (after === undefined || network.reference === after.reference) &&
      owns(network, address),
  )
  try {
    const perNetwork = await Promise.all(
      networks.map(async (network) => {
        const txs = await readConfirmed(network, address, after?.txid, limit + 1)
        return txs.map((tx) => ({ network, tx }))
      }),
    )
    // Several networks (no chainId): newest first across them.
    const rows = perNetwork
      .flat()
      .sort((a, b) => (b.tx.status.block_time ?? 0) - (a.tx.status.block_time ?? 0))
    const page = rows.slice(0, limit)
    const last = page.at(-1)
    const prices = new Map(
      await Promise.all(
        networks.map(async (network) => {
          const [price] = await context.prices.getUsdPrices([
            { chainId: network.caipId, address: 'native', symbol: 'BTC' },
          ])
          return [network.caipId, price] as const
        }),
      ),
    )
    return {
      data: page.map(({ network, tx }) =>
        describe(context, network, address, tx, prices.get(network.caipId)),
      ),
      // Across several networks (no chainId) the first page is all there is.
      next:
        rows.length > limit && last && networks.length === 1
          ? `${last.network.reference}:${last.tx.txid}`
          : null,
    }
  } catch (error) {
    throw new UpstreamError('Transaction history unavailable', error)
  }
}

/** At least `wanted` confirmed transactions after `afterTxid` (fewer when the history ends). */
async function readConfirmed(
  network: BitcoinRuntime,
  address: string,
  afterTxid: string | undefined,
  wanted: number,
): Promise<BitcoinTransaction[]> {
  const found: BitcoinTransaction[] = []
  let after = afterTxid
  for (;;) {
    const page = (await network.source.getAddressTransactions(address, after)).filter(
      (tx) => tx.status.confirmed && !found.some((known) => known.txid === tx.txid),
    )
    found.push(...page)
    const last = page.at(-1)
    if (!last || found.length >= wanted) return found
    after = last.txid
  }
}

function describe(
  context: ServerContext,
  network: BitcoinRuntime,
  address: string,
  tx: BitcoinTransaction,
  price: number | undefined,
): Transaction {
  const script = addressToScript(address, network.addressFormat)
  const spent = tx.vin.reduce(
    (sum, input) => sum + (input.prevout?.scriptpubkey === script ? input.prevout.value : 0),
    0,
  )
  const received = tx.vout.reduce(
    (sum, output) => sum + (output.scriptpubkey === script ? output.value : 0),
    0,
  )
  const paidToOthers = tx.vout.reduce(
    (sum, output) => sum + (output.scriptpubkey === script ? 0 : output.value),
    0,
  )
  const isSend = spent > 0
  // Paying only oneself (a consolidation) moves what came back to the address.
  const isSelf = isSend && paidToOthers === 0
  const sats = isSelf ? received : isSend ? paidToOthers : received
  const firstOther = tx.vout.find((output) => output.scriptpubkey !== script)
  const numeric = formatUnits(BigInt(sats), 8)
  return {
    id: `${network.caipId}:${tx.txid}`,
    metadata: {
      operationType: isSend ? 'send' : 'receive',
      hash: tx.txid,
      minedAt: new Date((tx.status.block_time ?? 0) * 1000).toISOString(),
      sentFrom: isSend
        ? address
        : (tx.vin.find((input) => input.prevout?.scriptpubkey_address)?.prevout
            ?.scriptpubkey_address ?? ''),
      sentTo: isSend && !isSelf ? (firstOther?.scriptpubkey_address ?? '') : address,
      status: 'confirmed',
      nonce: 0,
      chain: network.caipId,
    },
    transfers: [
      {
        fungible_info: {
          name: 'Bitcoin',
          symbol: 'BTC',
          icon: { url: tokenIconUrl(context, 'BTC') },
        },
        direction: isSelf ? 'self' : isSend ? 'out' : 'in',
        quantity: { numeric },
        ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
      },
    ],
  }
}

function owns(network: BitcoinRuntime, address: string): boolean {
  try {
    addressToScript(address, network.addressFormat)
    return true
  } catch {
    return false
  }
}

function decodeCursor(cursor: string): { reference: string; txid: string } {
  const match = /^([-_a-zA-Z0-9]{1,32}):([0-9a-f]{64})$/.exec(cursor)
  if (!match?.[1] || !match[2]) {
    throw new InvalidRequestError('Invalid cursor', [
      { path: 'query.cursor', message: 'Invalid cursor' },
    ])
  }
  return { reference: match[1], txid: match[2] }
}
