import { type IdentityResponse, identityRoute } from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.js'
import { fastifyPath, parseRequest } from '../http/parseRequest.js'

/** Names come from the server's own table (filled by configuration and, later, name registration). */
export function registerIdentityRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get(fastifyPath(identityRoute.path), async (request): Promise<IdentityResponse> => {
    const { params } = parseRequest(identityRoute, request)
    const rows = await context.storage.query<{ name: string | null; avatar: string | null }>(
      'select name, avatar from identities where address = $1',
      [params.address.toLowerCase()],
    )
    return { name: rows[0]?.name ?? null, avatar: rows[0]?.avatar ?? null }
  })
}
