import {
  type FrameSessionInfo,
  frameSessionRoute,
  frameSignOutRoute,
} from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.js'
import { iso } from '../frame/frameRequest.js'
import type { FrameRuntime } from '../frame/frameRuntime.js'
import { authenticate } from '../frame/frameSession.js'

/** The frame session behind a bearer token: what it is, and signing it out. */
export function registerFrameSessionRoutes(
  app: FastifyInstance,
  context: ServerContext,
  frame: FrameRuntime,
): void {
  const { storage } = context
  const { limits } = frame

  app.get(frameSessionRoute.path, async (request): Promise<FrameSessionInfo> => {
    const { session } = await authenticate(storage, request, { idleMs: limits.sessionIdleMs })
    return {
      expiresAt: iso(session.expires_at),
      origin: session.origin,
      user: {
        id: session.user_id,
        email: session.email,
        ...(session.social_provider
          ? { socialProvider: session.social_provider, userName: session.username ?? '' }
          : {}),
      },
    }
  })

  app.post(frameSignOutRoute.path, async (request, reply) => {
    const { session } = await authenticate(storage, request, {
      allowAnyEmbedder: true,
      idleMs: limits.sessionIdleMs,
    })
    await storage.query(
      'update frame_sessions set revoked_at = coalesce(revoked_at, now()) where token_hash = $1',
      [session.token_hash],
    )
    return reply.code(204).send()
  })
}
