import {
  type BalanceResponse,
  balanceRoute,
  isEvmAddress,
  type TokenBalance,
} from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import { type Address, formatUnits } from 'viem'
import { addressToScript } from '../bitcoin/bitcoinAddress.js'
import type { BitcoinRuntime } from '../bitcoin/bitcoinRuntime.js'
import { createSharedAnswers } from '../cache/createSharedAnswers.js'
import type { ChainRuntime } from '../chains/chainRuntime.js'
import type { ServerContext } from '../context.js'
import { ApiError, UpstreamError } from '../http/errors.js'
import { createUrlParser, fastifyPath } from '../http/parseRequest.js'
import { tokenIconUrl } from '../http/tokenIconUrl.js'
import { getPriceQuotes, type PriceQuoteOf, priceOrigin } from '../prices/priceSource.js'
import { getSolanaBalances } from '../solana/solanaBalances.js'
import { solanaNetworksFor } from '../solana/solanaNetworksFor.js'
import type { SolanaRuntime } from '../solana/solanaRuntime.js'
import type { ListedToken } from '../sources/tokens/tokenList.js'

const jsonType = 'application/json; charset=utf-8'

/**
 * How long the last answer computed for a key may stand in when computing it again fails (the
 * chain's node or the database is down a moment): a balance a little old rather than an error.
 * forceUpdate, which asks for the chain's state now, gets the error.
 */
const staleIfErrorMs = 60_000

export function registerBalanceRoutes(app: FastifyInstance, context: ServerContext): void {
  // Each key's answer is shared by every request and instance for balanceCacheMs, then sent at
  // once while one computation refreshes it: under load, no request waits for the chain.
  const answers = createSharedAnswers({
    cache: context.cache,
    freshMs: context.balanceCacheMs,
    staleIfErrorMs,
    onError: (key, error) => app.log.warn({ err: error, key }, 'balance answer not refreshed'),
  })
  const parse = createUrlParser(balanceRoute)
  app.get(fastifyPath(balanceRoute.path), async (request, reply) => {
    const { params, query } = parse(request)
    const solanaNetworks = solanaNetworksFor(context, params.address, query.chainId)
    if (solanaNetworks) return solanaBalances(context, solanaNetworks, params.address)
    if (!isEvmAddress(params.address) || query.chainId?.startsWith('bip122:')) {
      return bitcoinBalances(context, params.address, query.chainId)
    }
    const address = params.address.toLowerCase()
    const chains = query.chainId
      ? [context.chains.get(query.chainId)].filter((chain) => chain !== undefined)
      : [...context.chains.values()]
    const key = `balance:${query.chainId ?? '*'}:${address}:${query.includeUnlisted ?? ''}`
    const named = new Set((query.forceUpdate ?? '').toLowerCase().split(','))
    const compute = async (): Promise<string> => {
      try {
        const asked = { includeUnlisted: query.includeUnlisted === 'true', named }
        const perChain = await Promise.all(
          chains.map((chain) => balancesOn(context, chain, address, asked)),
        )
        const response: BalanceResponse = { balances: perChain.flat() }
        return JSON.stringify(response)
      } catch (error) {
        // A failure that has its own status (the database unavailable, 503) keeps it.
        throw error instanceof ApiError
          ? error
          : new UpstreamError('Token Balance Unavailable', error)
      }
    }
    if (query.forceUpdate) {
      const body = await compute()
      // An answer that shows tokens named in forceUpdate is not what a plain request gets.
      if (![...named].some((name) => /0x[0-9a-f]{40}$/.test(name))) {
        await answers.store(key, body)
      }
      return reply.type(jsonType).send(body)
    }
    // The answer's JSON, sent as it is: not parsed and serialized again.
    return reply.type(jsonType).send(await answers.get(key, compute))
  })
}

async function balancesOn(
  context: ServerContext,
  chain: ChainRuntime,
  address: string,
  asked: { includeUnlisted: boolean; named: ReadonlySet<string> },
): Promise<TokenBalance[]> {
  // The native balance is read while the chain's history source lists the ERC-20s the account
  // has moved and its token lists are loaded.
  const tokenSource = context.dataSources.tokens.get(chain.caipId)
  const [nativeAmount, seen, listed] = await Promise.all([
    chain.client.getBalance({ address: address as Address }),
    context.dataSources.history.get(chain.caipId)?.getTouchedTokens(address) ?? [],
    tokenSource?.listed() ?? new Map<string, ListedToken>(),
  ])
  // Configured tokens are always shown; listed ones when held; seen ones unless they look like
  // spam (in no list and without a price).
  const tokens = new Map<string, TokenInfo>(
    chain.config.tokens.map((token) => [
      token.address.toLowerCase(),
      { ...token, kind: 'configured' },
    ]),
  )
  for (const token of seen) {
    if (!tokens.has(token.address))
      tokens.set(token.address, {
        ...token,
        decimals: Number(token.decimals),
        kind: listed.has(token.address) ? 'listed' : 'unlisted',
      })
  }
  for (const token of listed.values()) {
    if (!tokens.has(token.address)) tokens.set(token.address, { ...token, kind: 'listed-unseen' })
  }
  const tokenList = [...tokens.entries()]
  // Token balances (one Multicall3 aggregate3) and prices, side by side.
  const [amounts, quotes] = await Promise.all([
    tokenSource
      ? tokenSource.balancesOf(
          address as Address,
          tokenList.map(([token]) => token as Address),
        )
      : [],
    getPriceQuotes(context.prices, [
      { chainId: chain.config.id, address: 'native', symbol: chain.config.nativeCurrency.symbol },
      ...tokenList.map(([token, info]) => ({
        chainId: chain.config.id,
        address: token,
        symbol: info.symbol,
      })),
    ]),
  ])
  const entry = (
    info: { name: string; symbol: string; decimals: number },
    amount: bigint,
    quote: PriceQuoteOf | undefined,
    tokenAddress?: string,
  ): TokenBalance => {
    const numeric = formatUnits(amount, info.decimals)
    const price = quote?.usd
    return {
      name: info.name,
      symbol: info.symbol,
      chainId: chain.caipId,
      ...(tokenAddress ? { address: `${chain.caipId}:${tokenAddress}` as const } : {}),
      value: Number(numeric) * (price ?? 0),
      price: price ?? 0,
      quantity: { decimals: String(info.decimals), numeric },
      iconUrl: tokenIconUrl(context, info.symbol),
      ...priceOrigin(quote),
    }
  }
  const shown = tokenList.flatMap(([token, info], index) => {
    const amount = amounts[index]
    const quote = quotes[index + 1]
    const named = asked.named.has(token) || asked.named.has(`${chain.caipId}:${token}`)
    // A token whose balanceOf fails is left out, unless it is configured (then 0).
    if (amount === undefined && info.kind !== 'configured') return []
    if (!named) {
      if (info.kind === 'listed-unseen' && !amount) return []
      if (info.kind === 'unlisted' && quote === undefined && !asked.includeUnlisted) return []
    }
    return [entry(info, amount ?? 0n, quote, checksumLike(token, info.address))]
  })
  return [entry(chain.config.nativeCurrency, nativeAmount, quotes[0]), ...shown]
}

/** A token balances may list, and why: configured, in a list (moved or not), or in none. */
type TokenInfo = {
  address: string
  name: string
  symbol: string
  decimals: number
  kind: 'configured' | 'listed' | 'listed-unseen' | 'unlisted'
}

/** Keeps the configured spelling of an address when it has one. */
function checksumLike(lower: string, configured: string): string {
  return configured.toLowerCase() === lower ? configured : lower
}

/**
 * BTC on the bip122 networks the address belongs to (one, or the one asked for): the sum of its
 * unspent outputs, 8 decimals. An EVM network asked for a Bitcoin address answers no balances.
 */
async function bitcoinBalances(
  context: ServerContext,
  address: string,
  chainId: string | undefined,
): Promise<BalanceResponse> {
  const networks = [...context.bitcoinNetworks.values()].filter(
    (network) => (chainId === undefined || network.caipId === chainId) && owns(network, address),
  )
  try {
    const balances = await Promise.all(
      networks.map(async (network): Promise<TokenBalance> => {
        const [utxos, [quote]] = await Promise.all([
          network.source.getUtxos(address),
          getPriceQuotes(context.prices, [
            { chainId: network.caipId, address: 'native', symbol: 'BTC' },
          ]),
        ])
        const price = quote?.usd ?? 0
        const sats = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
        const numeric = formatUnits(sats, 8)
        return {
          name: 'Bitcoin',
          symbol: 'BTC',
          chainId: network.caipId,
          value: Number(numeric) * price,
          price,
          quantity: { decimals: '8', numeric },
          iconUrl: tokenIconUrl(context, 'BTC'),
          ...priceOrigin(quote),
        }
      }),
    )
    return { balances }
  } catch (error) {
    throw new UpstreamError('Token Balance Unavailable', error)
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

/** SOL and SPL tokens with prices on the Solana networks asked. */
async function solanaBalances(
  context: ServerContext,
  networks: readonly SolanaRuntime[],
  address: string,
): Promise<BalanceResponse> {
  try {
    const perNetwork = await Promise.all(
      networks.map((network) => getSolanaBalances(context, network, address)),
    )
    return { balances: perNetwork.flat() }
  } catch (error) {
    throw new UpstreamError('Token Balance Unavailable', error)
  }
}
