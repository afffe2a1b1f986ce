import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.js'

/** `/health`: the process answers. `/ready`: storage answers and every chain is indexed to head. */
export function registerHealthRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get('/health', async () => ({ status: 'ok' }))
  app.get('/ready', async (_, reply) => {
    const storageReady = await context.storage
      .query('select 1 as ok')
      .then(() => true)
      .catch(() => false)
    const indexerReady = context.indexer ? context.indexer.isCaughtUp() : true
    const ready = storageReady && indexerReady
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'starting',
      storage: { kind: context.storage.kind, ready: storageReady },
      cache: context.cache.kind,
      chains: context.indexer?.status() ?? {},
    })
  })
}
