import {
  type FrameSession,
  type FrameSessionInfo,
  type FrameWallet,
  frameAllowedOriginsRoute,
  frameAuthShareRoute,
  frameCreateWalletRoute,
  frameDeviceApprovalRoute,
  frameEmailStartRoute,
  frameEmailUpdatePrimaryRoute,
  frameEmailUpdateRoute,
  frameEmailUpdateSecondaryRoute,
  frameEmailVerifyRoute,
  frameSessionRoute,
  frameSessionTokenSchema,
  frameSignOutRoute,
  frameStoreAuthShareRoute,
  frameWalletRoute,
  matchOrigin,
  type RouteDefinition,
} from '@airlock/blockchain-api'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { ServerContext } from '../context.js'
import type { Limiter } from '../frame/createLimiter.js'
import type { Mailer } from '../frame/createMailer.js'
import {
  CodeExpiredApiError,
  EmailCooldownApiError,
  EmailNotSentApiError,
  FrameOriginApiError,
  FrameRateLimitedApiError,
  InvalidCodeApiError,
  InvalidEmailApiError,
  SessionInvalidApiError,
} from '../frame/frameErrors.js'
import type { FrameLimit } from '../frame/frameOptions.js'
import { makeLinkOffer } from '../frame/linkOffers.js'
import { createCode, createToken, hashCode, hashToken, sameDigest } from '../frame/secrets.js'
import { ApiError, InvalidKeyError, InvalidRequestError, NotFoundError } from '../http/errors.js'
import { fastifyPath, parseRequest } from '../http/parseRequest.js'
import type { Project } from '../projects/projectStore.js'
import type { Storage } from '../storage/types.js'

/** What the frame routes need besides the server context; built by `createFrameApp`. */
export type FrameRuntime = {
  /** The frame's public origin: the only page origin the routes answer. */
  publicOrigin: () => string
  limiter: Limiter
  mailer: Mailer
  /** HMAC key of stored codes and approval links. */
  codeKey: Buffer
  deviceApproval: boolean
  limits: {
    cooldownMs: number
    codeLength: number
    codeTtlMs: number
    codeMaxAttempts: number
    sessionTtlMs: number
    deviceApprovalTtlMs: number
    emailsPerAddress: FrameLimit
    startsPerIp: FrameLimit
    guessesPerIp: FrameLimit
  }
}

type CodePurpose = 'login' | 'update-current' | 'update-new'

type CodeRow = {
  id: string
  code_hash: string
  attempts: number
  expires_at: Date | string
  device_id: string | null
  user_id: string | null
  new_email: string | null
}

type SessionRow = {
  token_hash: string
  project_id: string
  user_id: string
  origin: string
  device_id: string
  expires_at: Date | string
  revoked_at: Date | string | null
  email: string | null
  social_provider: string | null
  username: string | null
}

type Authenticated = { session: SessionRow; project: Project }

const iso = (value: Date | string | number) => new Date(value).toISOString()

/**
 * The frame backend: email one-time-code login, new-device approval by emailed link, frame
 * sessions (opaque bearer tokens, stored hashed), the auth shares and recovery set (opaque blobs:
 * the server never sees a key), email update and the project's allowed origins. Codes are stored
 * as HMACs, work once, expire, survive a few wrong guesses, and are limited per address and per IP.
 */
export function registerFrameRoutes(
  app: FastifyInstance,
  context: ServerContext,
  frame: FrameRuntime,
): void {
  const { storage } = context
  const { limits, limiter } = frame

  app.get(frameAllowedOriginsRoute.path, async (request) => {
    const project = projectOf(request)
    return { projectId: project.id, allowedOrigins: project.allowedOrigins }
  })

  app.post(frameEmailStartRoute.path, async (request) => {
    const project = projectOf(request)
    const { body } = parseFrameRequest(frameEmailStartRoute, request)
    checkEmbedder(project, body.origin)
    await limit(limiter, `start-ip:${request.ip}`, limits.startsPerIp)
    const cooldownKey = `cooldown:${project.id}:${body.email}`
    const cooldown = await limiter.claim(cooldownKey, limits.cooldownMs)
    if (!cooldown.ok) throw new EmailCooldownApiError(cooldown.retryAfterMs)
    try {
      await limit(limiter, `emails:${project.id}:${body.email}`, limits.emailsPerAddress)
      const user = await findUser(storage, project.id, body.email)
      if (frame.deviceApproval && user && (await needsApproval(storage, user.id, body.deviceId))) {
        const id = crypto.randomUUID()
        const token = createToken()
        const expiresAt = iso(Date.now() + limits.deviceApprovalTtlMs)
        await storage.query(
          `insert into frame_device_approvals (id, project_id, user_id, device_id, token_hash, expires_at)
           values ($1, $2, $3, $4, $5, $6)`,
          [id, project.id, user.id, body.deviceId, hashToken(token), expiresAt],
        )
        const link = `${frame.publicOrigin()}${approvalPath(id)}?${new URLSearchParams({ projectId: project.id, token })}`
        await send(() => frame.mailer.sendDeviceApproval(body.email, link, project.name))
        return { action: 'VERIFY_DEVICE' as const, approvalId: id, expiresAt }
      }
      const expiresAt = await issueCode(frame, storage, project, {
        purpose: 'login',
        email: body.email,
        deviceId: body.deviceId,
      })
      return { action: 'VERIFY_OTP' as const, expiresAt }
    } catch (error) {
      // Nothing was sent: the address is not held to the cooldown for a mail it never got.
      if (error instanceof EmailNotSentApiError || error instanceof FrameRateLimitedApiError) {
        await limiter.release(cooldownKey)
      }
      throw error
    }
  })

  app.get(fastifyPath(frameDeviceApprovalRoute.path), async (request) => {
    const project = projectOf(request)
    const { params } = parseRequest(frameDeviceApprovalRoute, request)
    const [row] = await storage.query<{
      expires_at: Date | string
      approved_at: Date | string | null
    }>(
      'select expires_at, approved_at from frame_device_approvals where id = $1 and project_id = $2',
      [params.approvalId, project.id],
    )
    if (!row) throw new NotFoundError('Approval not found')
    const status = row.approved_at
      ? 'approved'
      : new Date(row.expires_at).getTime() <= Date.now()
        ? 'expired'
        : 'pending'
    return { status, expiresAt: iso(row.expires_at) }
  })

  // The emailed link opens a page whose button approves: a mail scanner that follows links does not.
  app.get(`${approvalPath(':approvalId')}`, async (request, reply) => {
    const project = projectOf(request)
    const approval = await findApproval(storage, project, request)
    if (!approval.ok) return htmlPage(reply, 400, 'This link does not work', approval.reason)
    const query = new URLSearchParams({
      projectId: project.id,
      token: String((request.query as Record<string, unknown>).token),
    })
    return htmlPage(
      reply,
      200,
      'Approve this login?',
      `Someone is logging in to ${project.name} with your email on a new device or site.`,
      `<form method="post" action="${approvalPath(approval.id)}?${escapeHtml(query.toString())}"><button type="submit">Approve login</button></form>`,
    )
  })

  app.post(`${approvalPath(':approvalId')}`, async (request, reply) => {
    const project = projectOf(request)
    const approval = await findApproval(storage, project, request)
    if (!approval.ok) return htmlPage(reply, 400, 'This link does not work', approval.reason)
    const approved = await storage.query(
      `update frame_device_approvals set approved_at = now()
       where id = $1 and approved_at is null returning id`,
      [approval.id],
    )
    if (approved.length === 0) {
      return htmlPage(reply, 400, 'This link does not work', 'The login was approved already.')
    }
    await storage.query(
      `insert into frame_devices (user_id, device_id) values ($1, $2)
       on conflict (user_id, device_id) do nothing`,
      [approval.userId, approval.deviceId],
    )
    await issueCode(frame, storage, project, {
      purpose: 'login',
      email: approval.email,
      deviceId: approval.deviceId,
    })
    return htmlPage(
      reply,
      200,
      'Login approved',
      'A login code is on its way to your inbox. Enter it where you started to log in.',
    )
  })

  app.post(frameEmailVerifyRoute.path, async (request): Promise<FrameSession> => {
    const project = projectOf(request)
    const { body } = parseFrameRequest(frameEmailVerifyRoute, request)
    checkEmbedder(project, body.origin)
    await limit(limiter, `guess-ip:${request.ip}`, limits.guessesPerIp)
    await spendCode(frame, storage, project, {
      purpose: 'login',
      email: body.email,
      code: body.code,
      deviceId: body.deviceId,
    })
    const token = createToken()
    const expiresAt = iso(Date.now() + limits.sessionTtlMs)
    const user = await storage.transaction(async (query) => {
      await query(
        `insert into frame_users (id, project_id, email) values ($1, $2, $3)
         on conflict (project_id, email) do nothing`,
        [crypto.randomUUID(), project.id, body.email],
      )
      const [row] = await query<{ id: string; email: string }>(
        'select id, email from frame_users where project_id = $1 and email = $2',
        [project.id, body.email],
      )
      if (!row) throw new Error('user vanished')
      await query(
        `insert into frame_devices (user_id, device_id) values ($1, $2)
         on conflict (user_id, device_id) do nothing`,
        [row.id, body.deviceId],
      )
      await query(
        `insert into frame_sessions (token_hash, project_id, user_id, origin, device_id, expires_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [hashToken(token), project.id, row.id, body.origin, body.deviceId, expiresAt],
      )
      return row
    })
    // A social login whose provider verified this address is offered for linking, never linked.
    const linkOffer = await makeLinkOffer(storage, {
      projectId: project.id,
      sessionTokenHash: hashToken(token),
      login: { kind: 'email', userId: user.id, email: user.email },
    })
    return {
      token,
      expiresAt,
      origin: body.origin,
      user: { id: user.id, email: user.email },
      ...(linkOffer ? { linkOffer } : {}),
    }
  })

  app.get(frameSessionRoute.path, async (request): Promise<FrameSessionInfo> => {
    const { session } = await authenticate(storage, request)
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
    const { session } = await authenticate(storage, request, { allowAnyEmbedder: true })
    await storage.query(
      'update frame_sessions set revoked_at = coalesce(revoked_at, now()) where token_hash = $1',
      [session.token_hash],
    )
    return reply.code(204).send()
  })

  app.post(frameCreateWalletRoute.path, async (request): Promise<FrameWallet> => {
    const { session } = await authenticate(storage, request)
    const { body } = parseRequest(frameCreateWalletRoute, request)
    const [row] = await storage.query<WalletRow>(
      `insert into frame_wallets (user_id, address, solana_address, recovery_share, sealed_recovery_share)
       values ($1, $2, $3, $4, $5) on conflict (user_id) do nothing
       returning address, solana_address, recovery_share, sealed_recovery_share, created_at`,
      [
        session.user_id,
        body.address,
        body.solanaAddress ?? null,
        body.recoveryShare,
        body.sealedRecoveryShare,
      ],
    )
    if (!row) throw new ApiError(409, 'WALLET_EXISTS', 'Wallet already exists')
    return toWallet(row)
  })

  app.get(frameWalletRoute.path, async (request): Promise<FrameWallet> => {
    const { session } = await authenticate(storage, request)
    const [row] = await storage.query<WalletRow>(
      `select address, solana_address, recovery_share, sealed_recovery_share, created_at
       from frame_wallets where user_id = $1`,
      [session.user_id],
    )
    if (!row) throw new ApiError(404, 'WALLET_NOT_FOUND', 'The user has no wallet yet')
    return toWallet(row)
  })

  app.post(frameStoreAuthShareRoute.path, async (request, reply) => {
    const { session } = await authenticate(storage, request)
    const { body } = parseRequest(frameStoreAuthShareRoute, request)
    checkDevice(session, body.deviceId)
    const [wallet] = await storage.query('select 1 from frame_wallets where user_id = $1', [
      session.user_id,
    ])
    if (!wallet) throw new ApiError(409, 'WALLET_NOT_FOUND', 'Create the wallet first')
    await storage.query(
      `insert into frame_auth_shares (user_id, device_id, share) values ($1, $2, $3)
       on conflict (user_id, device_id) do update set share = excluded.share, updated_at = now()`,
      [session.user_id, body.deviceId, body.share],
    )
    return reply.code(204).send()
  })

  app.get(fastifyPath(frameAuthShareRoute.path), async (request) => {
    const { session } = await authenticate(storage, request)
    const { params } = parseRequest(frameAuthShareRoute, request)
    checkDevice(session, params.deviceId)
    const [row] = await storage.query<{ share: string }>(
      'select share from frame_auth_shares where user_id = $1 and device_id = $2',
      [session.user_id, params.deviceId],
    )
    if (!row) throw new ApiError(404, 'AUTH_SHARE_NOT_FOUND', 'This device has no auth share')
    return { deviceId: params.deviceId, share: row.share }
  })

  app.post(frameEmailUpdateRoute.path, async (request) => {
    const { session: authenticated, project } = await authenticate(storage, request)
    const session = withEmail(authenticated)
    const { body } = parseFrameRequest(frameEmailUpdateRoute, request)
    if (body.newEmail === session.email) {
      throw new ApiError(400, 'EMAIL_UNCHANGED', 'The new email is the current one')
    }
    if (await findUser(storage, project.id, body.newEmail)) {
      throw new ApiError(409, 'EMAIL_TAKEN', 'Another account uses this email')
    }
    const cooldownKey = `cooldown:${project.id}:${session.email}`
    const cooldown = await limiter.claim(cooldownKey, limits.cooldownMs)
    if (!cooldown.ok) throw new EmailCooldownApiError(cooldown.retryAfterMs)
    try {
      await limit(limiter, `emails:${project.id}:${session.email}`, limits.emailsPerAddress)
      const expiresAt = await issueCode(frame, storage, project, {
        purpose: 'update-current',
        email: session.email,
        userId: session.user_id,
        newEmail: body.newEmail,
      })
      return { action: 'VERIFY_PRIMARY_OTP' as const, expiresAt }
    } catch (error) {
      if (error instanceof EmailNotSentApiError || error instanceof FrameRateLimitedApiError) {
        await limiter.release(cooldownKey)
      }
      throw error
    }
  })

  app.post(frameEmailUpdatePrimaryRoute.path, async (request) => {
    const { session: authenticated, project } = await authenticate(storage, request)
    const session = withEmail(authenticated)
    const { body } = parseRequest(frameEmailUpdatePrimaryRoute, request)
    await limit(limiter, `guess-ip:${request.ip}`, limits.guessesPerIp)
    const spent = await spendCode(frame, storage, project, {
      purpose: 'update-current',
      email: session.email,
      code: body.code,
      userId: session.user_id,
    })
    const newEmail = spent.new_email
    if (!newEmail) throw new CodeExpiredApiError()
    await limit(limiter, `emails:${project.id}:${newEmail}`, limits.emailsPerAddress)
    const expiresAt = await issueCode(frame, storage, project, {
      purpose: 'update-new',
      email: newEmail,
      userId: session.user_id,
      newEmail,
    })
    return { action: 'VERIFY_SECONDARY_OTP' as const, expiresAt }
  })

  app.post(frameEmailUpdateSecondaryRoute.path, async (request) => {
    const { session, project } = await authenticate(storage, request)
    const { body } = parseRequest(frameEmailUpdateSecondaryRoute, request)
    await limit(limiter, `guess-ip:${request.ip}`, limits.guessesPerIp)
    const [pending] = await storage.query<{ email: string }>(
      `select email from frame_codes where project_id = $1 and purpose = 'update-new'
       and user_id = $2 and used_at is null order by created_at desc limit 1`,
      [project.id, session.user_id],
    )
    if (!pending) throw new CodeExpiredApiError()
    await spendCode(frame, storage, project, {
      purpose: 'update-new',
      email: pending.email,
      code: body.code,
      userId: session.user_id,
    })
    try {
      await storage.query('update frame_users set email = $1 where id = $2', [
        pending.email,
        session.user_id,
      ])
    } catch {
      throw new ApiError(409, 'EMAIL_TAKEN', 'Another account uses this email')
    }
    return { newEmail: pending.email }
  })
}

/** The path of the emailed new-device link (a page on the frame origin). */
function approvalPath(id: string): string {
  return `/v1/frame/device-approvals/${id}/approve`
}

type WalletRow = {
  address: string
  solana_address: string | null
  recovery_share: string
  sealed_recovery_share: string
  created_at: Date | string
}

function toWallet(row: WalletRow): FrameWallet {
  return {
    address: row.address,
    solanaAddress: row.solana_address,
    recoveryShare: row.recovery_share,
    sealedRecoveryShare: row.sealed_recovery_share,
    createdAt: iso(row.created_at),
  }
}

function projectOf(request: FastifyRequest): Project {
  if (!request.project) throw new InvalidKeyError()
  return request.project
}

/** Like `parseRequest`, but a malformed address reads 'Invalid email' (spec §5). */
function parseFrameRequest<route extends RouteDefinition>(route: route, request: FastifyRequest) {
  try {
    return parseRequest(route, request)
  } catch (error) {
    const issues = error instanceof InvalidRequestError ? error.details : undefined
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
function checkEmbedder(project: Project, origin: string): void {
  if (!matchOrigin(origin, project.allowedOrigins)) throw new FrameOriginApiError(origin)
}

/** Email update needs an email login (a social login's user has none). */
function withEmail(session: SessionRow): SessionRow & { email: string } {
  if (session.email === null) {
    throw new ApiError(400, 'NO_EMAIL', 'This login has no email to update')
  }
  return session as SessionRow & { email: string }
}

/** A session releases only its own device's share. */
function checkDevice(session: SessionRow, deviceId: string): void {
  if (session.device_id !== deviceId) {
    throw new ApiError(403, 'DEVICE_MISMATCH', 'The session belongs to another device')
  }
}

async function limit(limiter: Limiter, key: string, rule: FrameLimit): Promise<void> {
  const result = await limiter.hit(key, rule.max, rule.windowMs)
  if (!result.ok) throw new FrameRateLimitedApiError(result.retryAfterMs)
}

async function send(work: () => Promise<void>): Promise<void> {
  try {
    await work()
  } catch (error) {
    throw new EmailNotSentApiError(error)
  }
}

async function findUser(
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

/** A known user on a device it never logged in from (each dapp site is a storage partition). */
async function needsApproval(storage: Storage, userId: string, deviceId: string): Promise<boolean> {
  const devices = await storage.query<{ device_id: string }>(
    'select device_id from frame_devices where user_id = $1',
    [userId],
  )
  return devices.length > 0 && !devices.some((device) => device.device_id === deviceId)
}

/** Emails a fresh code; earlier unused codes of the same purpose and address stop working. */
async function issueCode(
  frame: FrameRuntime,
  storage: Storage,
  project: Project,
  target: {
    purpose: CodePurpose
    email: string
    deviceId?: string | undefined
    userId?: string | undefined
    newEmail?: string | undefined
  },
): Promise<string> {
  const code = createCode(frame.limits.codeLength)
  const id = crypto.randomUUID()
  const expiresAt = iso(Date.now() + frame.limits.codeTtlMs)
  await storage.transaction(async (query) => {
    await query(
      `update frame_codes set used_at = now()
       where project_id = $1 and purpose = $2 and email = $3 and used_at is null`,
      [project.id, target.purpose, target.email],
    )
    await query(
      `insert into frame_codes
         (id, project_id, purpose, email, user_id, device_id, new_email, code_hash, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        project.id,
        target.purpose,
        target.email,
        target.userId ?? null,
        target.deviceId ?? null,
        target.newEmail ?? null,
        hashCode(frame.codeKey, `${project.id}\n${target.purpose}\n${target.email}`, code),
        expiresAt,
      ],
    )
  })
  await send(() =>
    target.purpose === 'login'
      ? frame.mailer.sendLoginCode(target.email, code, project.name)
      : frame.mailer.sendUpdateCode(
          target.email,
          code,
          target.purpose === 'update-current' ? 'current' : 'new',
        ),
  )
  return expiresAt
}

/**
 * Uses the newest code of a purpose and address once. A wrong guess counts; the last allowed
 * wrong guess spends the code. Throws 'Invalid code' or 'Code expired'.
 */
async function spendCode(
  frame: FrameRuntime,
  storage: Storage,
  project: Project,
  attempt: {
    purpose: CodePurpose
    email: string
    code: string
    deviceId?: string | undefined
    userId?: string | undefined
  },
): Promise<CodeRow> {
  const [row] = await storage.query<CodeRow>(
    `select id, code_hash, attempts, expires_at, device_id, user_id, new_email from frame_codes
     where project_id = $1 and purpose = $2 and email = $3 and used_at is null
     order by created_at desc limit 1`,
    [project.id, attempt.purpose, attempt.email],
  )
  if (!row || new Date(row.expires_at).getTime() <= Date.now()) throw new CodeExpiredApiError()
  if (attempt.deviceId !== undefined && row.device_id !== attempt.deviceId) {
    throw new CodeExpiredApiError()
  }
  if (attempt.userId !== undefined && row.user_id !== attempt.userId) {
    throw new CodeExpiredApiError()
  }
  const expected = hashCode(
    frame.codeKey,
    `${project.id}\n${attempt.purpose}\n${attempt.email}`,
    attempt.code,
  )
  if (!sameDigest(expected, row.code_hash)) {
    const [counted] = await storage.query<{ attempts: number }>(
      `update frame_codes set attempts = attempts + 1,
         used_at = case when attempts + 1 >= $2 then now() else used_at end
       where id = $1 and used_at is null returning attempts`,
      [row.id, frame.limits.codeMaxAttempts],
    )
    if (!counted) throw new CodeExpiredApiError()
    throw new InvalidCodeApiError(Math.max(0, frame.limits.codeMaxAttempts - counted.attempts))
  }
  // Single use even when two requests race with the right code: only one update wins.
  const won = await storage.query(
    'update frame_codes set used_at = now() where id = $1 and used_at is null returning id',
    [row.id],
  )
  if (won.length === 0) throw new CodeExpiredApiError()
  return row
}

type ApprovalLookup =
  | { ok: true; id: string; userId: string; deviceId: string; email: string }
  | { ok: false; reason: string }

async function findApproval(
  storage: Storage,
  project: Project,
  request: FastifyRequest,
): Promise<ApprovalLookup> {
  const id = (request.params as { approvalId?: unknown }).approvalId
  const token = (request.query as Record<string, unknown>).token
  if (typeof id !== 'string' || !z.uuid().safeParse(id).success || typeof token !== 'string') {
    return { ok: false, reason: 'The link is incomplete.' }
  }
  const [row] = await storage.query<{
    user_id: string
    device_id: string
    token_hash: string
    expires_at: Date | string
    approved_at: Date | string | null
    email: string
  }>(
    `select a.user_id, a.device_id, a.token_hash, a.expires_at, a.approved_at, u.email
     from frame_device_approvals a join frame_users u on u.id = a.user_id
     where a.id = $1 and a.project_id = $2`,
    [id, project.id],
  )
  if (!row || !sameDigest(hashToken(token), row.token_hash)) {
    return { ok: false, reason: 'The link is not valid.' }
  }
  if (row.approved_at) return { ok: false, reason: 'The login was approved already.' }
  if (new Date(row.expires_at).getTime() <= Date.now()) {
    return { ok: false, reason: 'The link has expired. Start the login again.' }
  }
  return { ok: true, id, userId: row.user_id, deviceId: row.device_id, email: row.email }
}

/**
 * The session behind the bearer token: live, of this project, and (unless signing out) opened for a
 * dapp origin the project still allows.
 */
export async function authenticate(
  storage: Storage,
  request: FastifyRequest,
  options: { allowAnyEmbedder?: boolean } = {},
): Promise<Authenticated> {
  const project = projectOf(request)
  const header = request.headers.authorization ?? ''
  const token = /^Bearer (\S+)$/.exec(header)?.[1]
  if (!token || !frameSessionTokenSchema.safeParse(token).success) {
    throw new SessionInvalidApiError()
  }
  const [session] = await storage.query<SessionRow>(
    `select s.token_hash, s.project_id, s.user_id, s.origin, s.device_id, s.expires_at,
       s.revoked_at, u.email, s.social_provider, i.username
     from frame_sessions s join frame_users u on u.id = s.user_id
     left join frame_identities i
       on i.user_id = s.user_id and i.provider = s.social_provider and i.project_id = s.project_id
     where s.token_hash = $1`,
    [hashToken(token)],
  )
  if (
    !session ||
    session.project_id !== project.id ||
    session.revoked_at ||
    new Date(session.expires_at).getTime() <= Date.now()
  ) {
    throw new SessionInvalidApiError()
  }
  if (!options.allowAnyEmbedder) checkEmbedder(project, session.origin)
  return { session, project }
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  )
}

function htmlPage(
  reply: FastifyReply,
  status: number,
  title: string,
  text: string,
  extra = '',
): FastifyReply {
  return (
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      )
      // Same-origin: the link's token never leaves in a Referer, and the approval form's POST still
      // carries the frame's Origin (under no-referrer, Chromium sends 'Origin: null' and is refused).
      .header('referrer-policy', 'same-origin')
      .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;text-align:center}button{font:inherit;padding:.6rem 1.2rem;border-radius:8px}</style>
</head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${extra}</body></html>`)
  )
}
