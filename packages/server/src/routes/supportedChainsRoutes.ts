import { supportedChainsRoute } from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.js'

export function registerSupportedChainsRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get(supportedChainsRoute.path, async () => ({
    http: [
      ...context.chains.keys(),
      ...context.bitcoinNetworks.keys(),
      ...context.solanaNetworks.keys(),
    ],
    ws: [],
  }))
}
