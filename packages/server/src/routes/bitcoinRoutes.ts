import {
  type BitcoinTransaction,
  type BitcoinUtxo,
  bitcoinAddressChainTransactionsRoute,
  bitcoinAddressTransactionsRoute,
  bitcoinBroadcastRoute,
  bitcoinFeeEstimatesRoute,
  bitcoinUtxosRoute,
} from '@airlock/blockchain-api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { addressToScript } from '../bitcoin/bitcoinAddress.js'
import type { BitcoinRuntime } from '../bitcoin/bitcoinRuntime.js'
import { BitcoinBroadcastRejectedError } from '../bitcoin/bitcoinSource.js'
import type { ServerContext } from '../context.js'
import {
  InvalidRequestError,
  TransactionRejectedError,
  UnsupportedNetworkError,
  UpstreamError,
} from '../http/errors.js'
import { fastifyPath, parseRequest } from '../http/parseRequest.js'

/**
 * The Esplora-compatible API of each configured bip122 network, under
 * `/v1/bitcoin/{CAIP-2 reference}`: what wallets and the Bitcoin adapter need (unspent outputs,
 * history, broadcast, fee rates), whatever the source behind it (an Esplora or a node).
 */
export function registerBitcoinRoutes(app: FastifyInstance, context: ServerContext): void {
  const networkOf = (reference: string, address?: string): BitcoinRuntime => {
    const network = [...context.bitcoinNetworks.values()].find(
      (item) => item.reference === reference,
    )
    if (!network) {
      throw new UnsupportedNetworkError('Network not supported', `bip122:${reference}`)
    }
    if (address !== undefined) {
      try {
        addressToScript(address, network.addressFormat)
      } catch {
        throw new InvalidRequestError(`Address "${address}" is invalid.`, [
          { path: 'path.address', message: `Not an address of ${network.config.name}` },
        ])
      }
    }
    return network
  }
  const upstream = (error: unknown): never => {
    throw new UpstreamError('Bitcoin data unavailable', error)
  }

  app.get(fastifyPath(bitcoinUtxosRoute.path), async (request): Promise<BitcoinUtxo[]> => {
    const { params } = parseRequest(bitcoinUtxosRoute, request)
    const network = networkOf(params.network, params.address)
    return network.source.getUtxos(params.address).catch(upstream)
  })

  app.get(
    fastifyPath(bitcoinAddressTransactionsRoute.path),
    async (request): Promise<BitcoinTransaction[]> => {
      const { params } = parseRequest(bitcoinAddressTransactionsRoute, request)
      const network = networkOf(params.network, params.address)
      return network.source.getAddressTransactions(params.address).catch(upstream)
    },
  )

  app.get(
    fastifyPath(bitcoinAddressChainTransactionsRoute.path),
    async (request): Promise<BitcoinTransaction[]> => {
      const { params } = parseRequest(bitcoinAddressChainTransactionsRoute, request)
      const network = networkOf(params.network, params.address)
      return network.source.getAddressTransactions(params.address, params.afterTxid).catch(upstream)
    },
  )

  app.get(fastifyPath(bitcoinFeeEstimatesRoute.path), async (request) => {
    const { params } = parseRequest(bitcoinFeeEstimatesRoute, request)
    return networkOf(params.network).source.getFeeEstimates().catch(upstream)
  })

  app.post(fastifyPath(bitcoinBroadcastRoute.path), async (request: FastifyRequest, reply) => {
    const { params, body } = parseRequest(bitcoinBroadcastRoute, request)
    const network = networkOf(params.network)
    try {
      const txid = await network.source.broadcast(body)
      // Esplora answers the txid as text.
      return reply.type('text/plain').send(txid)
    } catch (error) {
      if (error instanceof BitcoinBroadcastRejectedError) {
        throw new TransactionRejectedError(error.message, error.reason)
      }
      return upstream(error)
    }
  })
}
