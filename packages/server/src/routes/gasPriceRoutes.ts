import { type GasPriceResponse, gasPriceRoute } from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.js'
import { UnsupportedNetworkError, UpstreamError } from '../http/errors.js'
import { parseRequest } from '../http/parseRequest.js'
import { getSolanaGasPrice } from '../solana/getSolanaGasPrice.js'

export function registerGasPriceRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get(gasPriceRoute.path, async (request): Promise<GasPriceResponse> => {
    const { query } = parseRequest(gasPriceRoute, request)
    // On Solana: lamports for a transaction one key signs (base fee, then priority fees).
    const solana = context.solanaNetworks.get(query.chainId)
    if (solana) {
      return getSolanaGasPrice(solana).catch((error: unknown) => {
        throw new UpstreamError('Gas price unavailable', error)
      })
    }
    const chain = context.chains.get(query.chainId)
    if (!chain)
      throw new UnsupportedNetworkError('Network not supported for Gas Price', query.chainId)
    const gasPrice = await chain.client.getGasPrice().catch((error: unknown) => {
      throw new UpstreamError('Gas price unavailable', error)
    })
    // Faster speeds bid 20% and 50% above the node's suggestion.
    return {
      standard: gasPrice.toString(),
      fast: ((gasPrice * 12n) / 10n).toString(),
      instant: ((gasPrice * 15n) / 10n).toString(),
    }
  })
}
