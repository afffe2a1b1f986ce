import {
  type FungiblePriceResponse,
  fungiblePriceRoute,
  nativeTokenAddress,
} from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.js'
import { parseRequest } from '../http/parseRequest.js'
import { tokenIconUrl } from '../http/tokenIconUrl.js'
import { getPriceQuotes, priceOrigin } from '../prices/priceSource.js'

type Wanted = {
  name: string
  symbol: string
  caipAddress: `${string}:${string}:${string}`
  chainId: number | string
  address: string
}

export function registerFungiblePriceRoutes(app: FastifyInstance, context: ServerContext): void {
  app.post(fungiblePriceRoute.path, async (request): Promise<FungiblePriceResponse> => {
    const { body } = parseRequest(fungiblePriceRoute, request)
    const known = await context.storage.query<{
      chain_id: string | number
      address: string
      name: string
      symbol: string
    }>(`select chain_id, address, name, symbol from token_contracts where kind = 'erc20'`)
    const wanted = body.addresses.flatMap((caipAddress): Wanted[] => {
      const [namespace, reference, address] = caipAddress.split(':') as [string, string, string]
      const bitcoin = context.bitcoinNetworks.get(`${namespace}:${reference}`)
      if (bitcoin && address.toLowerCase() === nativeTokenAddress) {
        return [
          {
            name: 'Bitcoin',
            symbol: 'BTC',
            caipAddress,
            chainId: bitcoin.caipId,
            address: 'native',
          },
        ]
      }
      const solana = context.solanaNetworks.get(`${namespace}:${reference}`)
      if (solana) {
        const token =
          address === nativeTokenAddress
            ? { name: 'Solana', symbol: 'SOL', address: 'native' }
            : solana.tokens.get(address)
        return token
          ? [{ ...token, caipAddress, chainId: solana.caipId, address: String(token.address) }]
          : []
      }
      const chain = context.chains.get(`${namespace}:${reference}`)
      if (!chain) return []
      const lower = address.toLowerCase()
      if (lower === nativeTokenAddress) {
        return [
          {
            ...chain.config.nativeCurrency,
            caipAddress,
            chainId: chain.config.id,
            address: 'native',
          },
        ]
      }
      const token =
        chain.config.tokens.find((item) => item.address.toLowerCase() === lower) ??
        known.find((row) => Number(row.chain_id) === chain.config.id && row.address === lower)
      return token ? [{ ...token, caipAddress, chainId: chain.config.id, address: lower }] : []
    })
    const quotes = await getPriceQuotes(context.prices, wanted)
    return {
      fungibles: wanted.flatMap((token, index) => {
        const quote = quotes[index]
        if (quote === undefined) return []
        return [
          {
            name: token.name,
            symbol: token.symbol,
            iconUrl: tokenIconUrl(context, token.symbol),
            price: quote.usd,
            address: token.caipAddress,
            ...priceOrigin(quote),
          },
        ]
      }),
    }
  })
}
