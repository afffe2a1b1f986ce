import { type FrameLinkAnswer, frameLinkRoute } from '@airlock/blockchain-api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { answerLinkOffer, sessionUser } from '../frame/linkOffers.js'
import { parseRequest } from '../http/parseRequest.js'
import type { Storage } from '../storage/types.js'

export type LinkRouteDependencies = {
  storage: Storage
  /** The live frame session and its project, or a 401. */
  authenticate: (request: FastifyRequest) => Promise<{
    session: { token_hash: string; user_id: string; social_provider: string | null }
    project: { id: string }
  }>
}

/**
 * `POST /v1/frame/link`: the visitor's answer, given in the frame, to the offer of linking an
 * email login and a social login of the same verified email (made with the login's session).
 */
export function registerLinkRoutes(
  app: FastifyInstance,
  { storage, authenticate }: LinkRouteDependencies,
): void {
  app.post(frameLinkRoute.path, async (request): Promise<FrameLinkAnswer> => {
    const { session, project } = await authenticate(request)
    const { body } = parseRequest(frameLinkRoute, request)
    const { linked, userId } = await answerLinkOffer(storage, {
      projectId: project.id,
      session,
      offerToken: body.token,
      accept: body.accept,
    })
    return {
      linked,
      user: await sessionUser(storage, {
        projectId: project.id,
        userId,
        socialProvider: session.social_provider,
      }),
    }
  })
}
