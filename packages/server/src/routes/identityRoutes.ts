import { type IdentityResponse, identityRoute } from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import { getAddress } from 'viem'
import type { ServerContext } from '../context.js'
import { fastifyPath, parseRequest } from '../http/parseRequest.js'

/**
 * An account's name and avatar. A name of the server's own (configured, or registered under
 * `.reown.id`) comes first; without one, the account's ENS primary name and avatar, read through
 * the names chain's Universal Resolver with the forward check. An ENS read that fails answers
 * nulls, and is asked again next time.
 */
export function registerIdentityRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get(fastifyPath(identityRoute.path), async (request): Promise<IdentityResponse> => {
    const { params } = parseRequest(identityRoute, request)
    const rows = await context.storage.query<{ name: string | null; avatar: string | null }>(
      'select name, avatar from identities where address = $1',
      [params.address.toLowerCase()],
    )
    const own = rows[0]
    if (own?.name || !context.names) {
      return { name: own?.name ?? null, avatar: own?.avatar ?? null }
    }
    const address = getAddress(
      params.address.startsWith('0x') ? params.address : `0x${params.address}`,
    )
    const ens = await context.names.lookupAddress(address).catch((error: unknown) => {
      request.log.warn({ err: error, chainId: context.names?.chainId }, 'ENS lookup failed')
      return null
    })
    return { name: ens?.name ?? null, avatar: ens?.avatar ?? own?.avatar ?? null }
  })
}
