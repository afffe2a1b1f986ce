import { frameAuthLimits, frameSessionTokenSchema } from '@airlock/blockchain-api'
import type { FastifyRequest } from 'fastify'
import type { Project } from '../projects/projectStore.js'
import type { Storage } from '../storage/types.js'
import { DeviceMismatchApiError, NoEmailApiError, SessionInvalidApiError } from './frameErrors.js'
import { checkEmbedder, projectOf } from './frameRequest.js'
import { hashToken } from './secrets.js'

/** A frame session with its user's email and social login, as `authenticate` reads it. */
export type SessionRow = {
  token_hash: string
  project_id: string
  user_id: string
  origin: string
  device_id: string
  expires_at: Date | string
  created_at: Date | string
  last_used_at: Date | string | null
  revoked_at: Date | string | null
  new_device: boolean
  recovery_released_at: Date | string | null
  email: string | null
  social_provider: string | null
  /** Opened by a passkey-first login (no inbox or provider made it). */
  passkey_login: boolean
  username: string | null
}

export type Authenticated = { session: SessionRow; project: Project }

/**
 * The session behind the bearer token: live, of this project, and (unless signing out) opened for a
 * dapp origin the project still allows.
 */
export async function authenticate(
  storage: Storage,
  request: FastifyRequest,
  options: {
    allowAnyEmbedder?: boolean
    /** A session unused this long ends. Default: `frameAuthLimits.sessionIdleMs`. */
    idleMs?: number | undefined
  } = {},
): Promise<Authenticated> {
  const project = projectOf(request)
  const header = request.headers.authorization ?? ''
  const token = /^Bearer (\S+)$/.exec(header)?.[1]
  if (!token || !frameSessionTokenSchema.safeParse(token).success) {
    throw new SessionInvalidApiError()
  }
  const [session] = await storage.query<SessionRow>(
    `select s.token_hash, s.project_id, s.user_id, s.origin, s.device_id, s.expires_at,
       s.created_at, s.last_used_at, s.revoked_at, s.new_device, s.recovery_released_at, u.email,
       s.social_provider, s.passkey_login, i.username
     from frame_sessions s join frame_users u on u.id = s.user_id
     left join frame_identities i
       on i.user_id = s.user_id and i.provider = s.social_provider and i.project_id = s.project_id
     where s.token_hash = $1`,
    [hashToken(token)],
  )
  const now = Date.now()
  const lastUsed = new Date(session?.last_used_at ?? session?.created_at ?? 0).getTime()
  if (
    !session ||
    session.project_id !== project.id ||
    session.revoked_at ||
    new Date(session.expires_at).getTime() <= now ||
    lastUsed + (options.idleMs ?? frameAuthLimits.sessionIdleMs) <= now
  ) {
    throw new SessionInvalidApiError()
  }
  if (!options.allowAnyEmbedder) checkEmbedder(project, session.origin)
  // Use keeps a session alive; written at most once a minute.
  if (now - lastUsed > 60_000) {
    await storage.query('update frame_sessions set last_used_at = now() where token_hash = $1', [
      session.token_hash,
    ])
  }
  return { session, project }
}

/**
 * The current address's step of an email change needs one (a passkey-first or social login adds
 * an email instead).
 */
export function withEmail(session: SessionRow): SessionRow & { email: string } {
  if (session.email === null) {
    throw new NoEmailApiError()
  }
  return session as SessionRow & { email: string }
}

/** A session releases only its own device's share. */
export function checkDevice(session: SessionRow, deviceId: string): void {
  if (session.device_id !== deviceId) {
    throw new DeviceMismatchApiError()
  }
}

/** The device's user has approved it, or it holds the wallet's keys: it is new no more. */
export async function trustDevice(storage: Storage, session: SessionRow): Promise<void> {
  await storage.query(
    'update frame_devices set trusted = true where user_id = $1 and device_id = $2',
    [session.user_id, session.device_id],
  )
}

/** The user of a project with this login email, if any. */
export async function findUser(
  storage: Storage,
  projectId: string,
  email: string,
): Promise<{ id: string } | undefined> {
  const [row] = await storage.query<{ id: string }>(
    'select id from frame_users where project_id = $1 and email = $2',
    [projectId, email],
  )
  return row
}
