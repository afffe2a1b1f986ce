import { frameAuthShareRoute, frameStoreAuthShareRoute } from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.js'
import { AuthShareNotFoundApiError, WalletNotCreatedApiError } from '../frame/frameErrors.js'
import type { FrameRuntime } from '../frame/frameRuntime.js'
import { authenticate, checkDevice } from '../frame/frameSession.js'
import { fastifyPath, parseRequest } from '../http/parseRequest.js'

/** The auth shares: stored per device, and released only to a session on that same device. */
export function registerFrameAuthShareRoutes(
  app: FastifyInstance,
  context: ServerContext,
  frame: FrameRuntime,
): void {
  const { storage } = context
  const { limits } = frame

  app.post(frameStoreAuthShareRoute.path, async (request, reply) => {
    const { session } = await authenticate(storage, request, { idleMs: limits.sessionIdleMs })
    const { body } = parseRequest(frameStoreAuthShareRoute, request)
    checkDevice(session, body.deviceId)
    const [wallet] = await storage.query('select 1 from frame_wallets where user_id = $1', [
      session.user_id,
    ])
    if (!wallet) throw new WalletNotCreatedApiError()
    await storage.query(
      `insert into frame_auth_shares (user_id, device_id, share) values ($1, $2, $3)
       on conflict (user_id, device_id) do update set share = excluded.share, updated_at = now()`,
      [session.user_id, body.deviceId, body.share],
    )
    return reply.code(204).send()
  })

  app.get(fastifyPath(frameAuthShareRoute.path), async (request) => {
    const { session } = await authenticate(storage, request, { idleMs: limits.sessionIdleMs })
    const { params } = parseRequest(frameAuthShareRoute, request)
    checkDevice(session, params.deviceId)
    const [row] = await storage.query<{ share: string }>(
      'select share from frame_auth_shares where user_id = $1 and device_id = $2',
      [session.user_id, params.deviceId],
    )
    if (!row) throw new AuthShareNotFoundApiError()
    return { deviceId: params.deviceId, share: row.share }
  })
}
