import { matchOrigin, type RouteDefinition } from '@airlock/blockchain-api'
import type { FastifyRequest } from 'fastify'
import { InvalidKeyError, InvalidRequestError } from '../http/errors.js'
import { parseRequest } from '../http/parseRequest.js'
import type { Project } from '../projects/projectStore.js'
import { FrameOriginApiError, InvalidEmailApiError } from './frameErrors.js'

/** A date as the ISO text the frame contract carries. */
export const iso = (value: Date | string | number) => new Date(value).toISOString()

/** The project the request names (its key was checked on the way in). */
export function projectOf(request: FastifyRequest): Project {
  if (!request.project) throw new InvalidKeyError()
  return request.project
}

/** Like `parseRequest`, but a malformed address reads 'Invalid email' (spec §5). */
export function parseFrameRequest<route extends RouteDefinition>(
  route: route,
  request: FastifyRequest,
) {
  try {
    return parseRequest(route, request)
  } catch (error) {
    const issues = error instanceof InvalidRequestError ? error.data : undefined
    if (
      Array.isArray(issues) &&
      issues.some((issue: { path?: string }) => /^body\.(email|newEmail)$/.test(issue.path ?? ''))
    ) {
      throw new InvalidEmailApiError()
    }
    throw error
  }
}

/** The dapp page that embeds the frame must be allowed for the project. */
export function checkEmbedder(project: Project, origin: string): void {
  if (!matchOrigin(origin, project.allowedOrigins)) throw new FrameOriginApiError(origin)
}
