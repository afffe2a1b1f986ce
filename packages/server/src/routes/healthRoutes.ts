import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.js'
import type { UpstreamPool } from '../rpc/createUpstreamPool.js'

/**
 * `/health`: the process answers. `/ready`: storage answers and every chain the built-in indexer
 * serves is indexed to head (a chain whose history another driver serves is not waited for);
 * it also counts each RPC pool's healthy nodes (without their URLs, which may hold keys). A pool
 * with no healthy node does not make the instance unready: every instance shares the same nodes,
 * so a balancer taking them all out would only turn RPC failures into failures of every route.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  context: ServerContext,
  rpcPools: ReadonlyMap<string, UpstreamPool> = new Map(),
): void {
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
      history: Object.fromEntries(
        [...context.dataSources.history].map(([chainId, source]) => [chainId, source.driver]),
      ),
      rpc: Object.fromEntries(
        [...rpcPools].map(([chainId, pool]) => {
          const nodes = pool.status()
          return [
            chainId,
            { upstreams: nodes.length, healthy: nodes.filter((node) => node.healthy).length },
          ]
        }),
      ),
    })
  })
}
