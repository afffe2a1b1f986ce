import {
  type FramePreferredAccount,
  framePreferredAccountRoute,
  framePreferredAccountTypeSchema,
  frameSetPreferredAccountRoute,
} from '@airlock/blockchain-api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { parseRequest } from '../http/parseRequest.js'
import type { Storage } from '../storage/types.js'

export type PreferredAccountRouteDependencies = {
  storage: Storage
  /** The live frame session's user, or a 401. */
  authenticate: (request: FastifyRequest) => Promise<{ session: { user_id: string } }>
}

/** A stored value read back through its schema: anything else reads as not chosen. */
function readType(value: unknown): FramePreferredAccount['preferredAccountType'] {
  const parsed = framePreferredAccountTypeSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/**
 * The embedded wallet user's preferred account type on eip155 (smart account or EOA), kept per
 * user on the server so every device and dapp site of that user starts with it:
 * `GET /v1/frame/preferred-account` and `POST /v1/frame/preferred-account`, both for a live
 * frame session.
 */
export function registerPreferredAccountRoutes(
  app: FastifyInstance,
  { storage, authenticate }: PreferredAccountRouteDependencies,
): void {
  app.get(framePreferredAccountRoute.path, async (request): Promise<FramePreferredAccount> => {
    const { session } = await authenticate(request)
    const [row] = await storage.query<{ preferred_account_type: string | null }>(
      'select preferred_account_type from frame_users where id = $1',
      [session.user_id],
    )
    return { preferredAccountType: readType(row?.preferred_account_type) }
  })
  app.post(frameSetPreferredAccountRoute.path, async (request): Promise<FramePreferredAccount> => {
    const { session } = await authenticate(request)
    const { body } = parseRequest(frameSetPreferredAccountRoute, request)
    await storage.query('update frame_users set preferred_account_type = $2 where id = $1', [
      session.user_id,
      body.preferredAccountType,
    ])
    return { preferredAccountType: body.preferredAccountType }
  })
}
