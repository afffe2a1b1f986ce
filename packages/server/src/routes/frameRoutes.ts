import {
  type FrameSession,
  type FrameSessionInfo,
  type FrameWallet,
  frameAllowedOriginsRoute,
  frameAuthLimits,
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
import { RowVanishedError } from '../errors/storageErrors.js'
import type { Limiter } from '../frame/createLimiter.js'
import type { Mailer } from '../frame/createMailer.js'
import { enrolDevice } from '../frame/enrolDevice.js'
import {
  CodeExpiredApiError,
  DeviceApprovalRequiredApiError,
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
    sessionIdleMs: number
    deviceApprovalTtlMs: number
    emailsPerAddress: FrameLimit
    startsPerIp: FrameLimit
    guessesPerIp: FrameLimit
    /** Distinct addresses one client may start email logins for (against enumeration). */
    addressesPerIp: FrameLimit
    /** Releases of the recovery halves to sessions on devices new to the user. */
    recoveryReleasesPerUser: FrameLimit
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
  created_at: Date | string
  last_used_at: Date | string | null
  revoked_at: Date | string | null
  new_device: boolean
  recovery_released_at: Date | string | null
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
    await limitAddresses(limiter, request.ip, `${project.id}:${body.email}`, limits.addressesPerIp)
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
    const form = (button: string) =>
      `<form method="post" action="${approvalPath(approval.id)}?${escapeHtml(query.toString())}"><button type="submit">${button}</button></form>`
    if (approval.purpose === 'recovery') {
      return htmlPage(
        reply,
        200,
        'Approve this device?',
        `Someone logged in to ${project.name} with your ${approval.login} account on a new device or site and wants to restore your wallet there. Approve only if it is you.`,
        form('Approve device'),
      )
    }
    return htmlPage(
      reply,
      200,
      'Approve this login?',
      `Someone is logging in to ${project.name} with your email on a new device or site.`,
      form('Approve login'),
    )
  })

  app.post(`${approvalPath(':approvalId')}`, async (request, reply) => {
    const project = projectOf(request)
    const approval = await findApproval(storage, project, request)
    if (!approval.ok) return htmlPage(reply, 400, 'This link does not work', approval.reason)
    if (approval.purpose === 'recovery') {
      // Approves the restore for the session that asked; no code, no login, nothing mailed.
      const approved = await storage.query(
        `update frame_device_approvals set approved_at = now()
         where id = $1 and approved_at is null returning id`,
        [approval.id],
      )
      if (approved.length === 0) {
        return htmlPage(reply, 400, 'This link does not work', 'The device was approved already.')
      }
      return htmlPage(
        reply,
        200,
        'Device approved',
        'Go back to where you logged in: your wallet opens there.',
      )
    }
    if (!approval.email) {
      return htmlPage(reply, 400, 'This link does not work', 'The login has no email now.')
    }
    const email = approval.email
    // The code it sends counts against the address's mail limit like any other.
    const metered = await limiter.hit(
      `emails:${project.id}:${email}`,
      limits.emailsPerAddress.max,
      limits.emailsPerAddress.windowMs,
    )
    if (!metered.ok) {
      return htmlPage(reply, 429, 'Too many emails', 'Wait a while, then start the login again.')
    }
    const approved = await storage.query(
      `update frame_device_approvals set approved_at = now()
       where id = $1 and approved_at is null returning id`,
      [approval.id],
    )
    if (approved.length === 0) {
      return htmlPage(reply, 400, 'This link does not work', 'The login was approved already.')
    }
    // The device is enrolled by the login the code makes, not by the link: an approved device
    // whose code is never used stays unknown.
    await issueCode(frame, storage, project, {
      purpose: 'login',
      email,
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
      if (!row) throw new RowVanishedError('user')
      const newDevice = await enrolDevice(query, row.id, body.deviceId, { approved: true })
      await query(
        `insert into frame_sessions
           (token_hash, project_id, user_id, origin, device_id, expires_at, new_device)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [hashToken(token), project.id, row.id, body.origin, body.deviceId, expiresAt, newDevice],
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

  app.post(frameCreateWalletRoute.path, async (request): Promise<FrameWallet> => {
    const { session } = await authenticate(storage, request, { idleMs: limits.sessionIdleMs })
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
    // The device that made the wallet had its halves: reading them back releases nothing.
    await storage.query(
      `update frame_sessions set recovery_released_at = coalesce(recovery_released_at, now())
       where token_hash = $1`,
      [session.token_hash],
    )
    await trustDevice(storage, session)
    return toWallet(row)
  })

  app.get(frameWalletRoute.path, async (request): Promise<FrameWallet> => {
    const { session, project } = await authenticate(storage, request, {
      idleMs: limits.sessionIdleMs,
    })
    const [row] = await storage.query<WalletRow>(
      `select address, solana_address, recovery_share, sealed_recovery_share, created_at
       from frame_wallets where user_id = $1`,
      [session.user_id],
    )
    if (!row) throw new ApiError(404, 'WALLET_NOT_FOUND', 'The user has no wallet yet')
    if (session.new_device && !session.recovery_released_at) {
      const address = session.social_provider ? await addressOnRecord(session) : undefined
      if (address && frame.deviceApproval) await requireRecoveryApproval(session, project, address)
      await releaseRecoveryToNewDevice(session, project, address)
    }
    return toWallet(row)
  })

  /** Where a social login's user is reached: the login email, else an address a provider verified. */
  async function addressOnRecord(session: SessionRow): Promise<string | undefined> {
    if (session.email) return session.email
    const [identity] = await storage.query<{ email: string }>(
      `select email from frame_identities
       where user_id = $1 and email is not null order by updated_at desc limit 1`,
      [session.user_id],
    )
    return identity?.email
  }

  /**
   * A social or Farcaster login on a device new to a user with an address on record gets the
   * recovery halves only once the link mailed to that address approves the device (F9): until
   * then 403 `DEVICE_APPROVAL_REQUIRED` names the approval to wait for. One approval per session,
   * reused while pending; a new one (and mail) once it expired. Without an address the provider
   * login stays the only factor.
   */
  async function requireRecoveryApproval(session: SessionRow, project: Project, address: string) {
    const approval = await storage.transaction(async (query) => {
      // One approval and one mail even when the frame reads the wallet twice at once.
      await query('select 1 from frame_sessions where token_hash = $1 for update', [
        session.token_hash,
      ])
      const [latest] = await query<{
        id: string
        expires_at: Date | string
        approved_at: Date | string | null
      }>(
        `select id, expires_at, approved_at from frame_device_approvals
         where session_token_hash = $1 and purpose = 'recovery' order by created_at desc limit 1`,
        [session.token_hash],
      )
      if (latest?.approved_at) return undefined
      if (latest && new Date(latest.expires_at).getTime() > Date.now()) {
        return { approvalId: latest.id, expiresAt: iso(latest.expires_at) }
      }
      await limit(limiter, `emails:${project.id}:${address}`, limits.emailsPerAddress)
      const id = crypto.randomUUID()
      const token = createToken()
      const expiresAt = iso(Date.now() + limits.deviceApprovalTtlMs)
      await query(
        `insert into frame_device_approvals
           (id, project_id, user_id, device_id, token_hash, expires_at, purpose, session_token_hash)
         values ($1, $2, $3, $4, $5, $6, 'recovery', $7)`,
        [
          id,
          project.id,
          session.user_id,
          session.device_id,
          hashToken(token),
          expiresAt,
          session.token_hash,
        ],
      )
      const link = `${frame.publicOrigin()}${approvalPath(id)}?${new URLSearchParams({ projectId: project.id, token })}`
      // Sent before the approval commits: no approval waits for a mail that never left.
      await send(() =>
        frame.mailer.sendRecoveryApproval(
          address,
          link,
          project.name,
          session.social_provider ?? 'social',
        ),
      )
      return { approvalId: id, expiresAt }
    })
    if (approval) {
      throw new DeviceApprovalRequiredApiError({ ...approval, email: maskEmail(address) })
    }
  }

  /**
   * The first time a session on a device new to its user reads the recovery halves: counted
   * against the user's budget (a stolen login cannot restore the wallet on device after device),
   * and for a login the user's inbox did not make (social, Farcaster), told to the address on
   * record. The device is known from then on.
   */
  async function releaseRecoveryToNewDevice(
    session: SessionRow,
    project: Project,
    address: string | undefined,
  ) {
    await limit(limiter, `recovery-release:${session.user_id}`, limits.recoveryReleasesPerUser)
    await storage.query(
      'update frame_sessions set recovery_released_at = now() where token_hash = $1',
      [session.token_hash],
    )
    await trustDevice(storage, session)
    if (!address) return
    await send(() =>
      frame.mailer.sendRecoveryNotice(address, project.name, session.social_provider ?? ''),
    )
  }

  app.post(frameStoreAuthShareRoute.path, async (request, reply) => {
    const { session } = await authenticate(storage, request, { idleMs: limits.sessionIdleMs })
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
    const { session } = await authenticate(storage, request, { idleMs: limits.sessionIdleMs })
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
    const { session: authenticated, project } = await authenticate(storage, request, {
      idleMs: limits.sessionIdleMs,
    })
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
    const { session: authenticated, project } = await authenticate(storage, request, {
      idleMs: limits.sessionIdleMs,
    })
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
    const { session: authenticated, project } = await authenticate(storage, request, {
      idleMs: limits.sessionIdleMs,
    })
    const session = withEmail(authenticated)
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
    const changeId = crypto.randomUUID()
    const cancelToken = createToken()
    const cancelLink = `${frame.publicOrigin()}${emailChangeCancelPath(changeId)}?${new URLSearchParams({ projectId: project.id, token: cancelToken })}`
    await storage.transaction(async (query) => {
      try {
        await query('update frame_users set email = $1 where id = $2', [
          pending.email,
          session.user_id,
        ])
      } catch {
        throw new ApiError(409, 'EMAIL_TAKEN', 'Another account uses this email')
      }
      // The address is the account's anchor: every other session ends with the change.
      await query(
        `update frame_sessions set revoked_at = coalesce(revoked_at, now())
         where user_id = $1 and token_hash <> $2`,
        [session.user_id, session.token_hash],
      )
      await query(
        `insert into frame_email_changes
           (id, project_id, user_id, old_email, new_email, cancel_token_hash, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          changeId,
          project.id,
          session.user_id,
          session.email,
          pending.email,
          hashToken(cancelToken),
          iso(Date.now() + frameAuthLimits.emailChangeCancelTtlMs),
        ],
      )
      // Sent before the change commits: no change the previous address was not told of.
      await send(() =>
        frame.mailer.sendEmailChanged(session.email, pending.email, cancelLink, project.name),
      )
    })
    return { newEmail: pending.email }
  })

  // The link mailed to the previous address: a page whose button undoes the change (a mail
  // scanner that follows links undoes nothing).
  app.get(emailChangeCancelPath(':changeId'), async (request, reply) => {
    const project = projectOf(request)
    const change = await findEmailChange(storage, project, request)
    if (!change.ok) return htmlPage(reply, 400, 'This link does not work', change.reason)
    const query = new URLSearchParams({
      projectId: project.id,
      token: String((request.query as Record<string, unknown>).token),
    })
    return htmlPage(
      reply,
      200,
      'Undo the email change?',
      `The login email of your wallet on ${project.name} was changed from ${change.oldEmail} to ${change.newEmail}. Undoing it gives the login back to ${change.oldEmail}, signs out every session and removes the devices added since.`,
      `<form method="post" action="${emailChangeCancelPath(change.id)}?${escapeHtml(query.toString())}"><button type="submit">Undo the change</button></form>`,
    )
  })

  app.post(emailChangeCancelPath(':changeId'), async (request, reply) => {
    const project = projectOf(request)
    const change = await findEmailChange(storage, project, request)
    if (!change.ok) return htmlPage(reply, 400, 'This link does not work', change.reason)
    const undone = await storage.transaction(async (query) => {
      const [cancelled] = await query<{ created_at: Date | string }>(
        `update frame_email_changes set cancelled_at = now()
         where id = $1 and cancelled_at is null returning created_at`,
        [change.id],
      )
      if (!cancelled) return 'The change was undone already.'
      // A login of the previous address since the change made an empty user of it: that user
      // gives the address back. One with a wallet or another login does not.
      const [holder] = await query<{ id: string; keeps: boolean }>(
        `select u.id, (exists (select 1 from frame_wallets w where w.user_id = u.id)
           or exists (select 1 from frame_identities i where i.user_id = u.id)) as keeps
         from frame_users u where u.project_id = $1 and u.email = $2 and u.id <> $3`,
        [project.id, change.oldEmail, change.userId],
      )
      if (holder?.keeps) return 'Another wallet uses the previous address now.'
      if (holder) await query('delete from frame_users where id = $1', [holder.id])
      await query('update frame_users set email = $1 where id = $2', [
        change.oldEmail,
        change.userId,
      ])
      // Later changes of the same user go with this one.
      await query(
        `update frame_email_changes set cancelled_at = now()
         where user_id = $1 and cancelled_at is null and created_at >= $2`,
        [change.userId, cancelled.created_at],
      )
      await query(
        `update frame_codes set used_at = now()
         where user_id = $1 and purpose in ('update-current', 'update-new') and used_at is null`,
        [change.userId],
      )
      await query(
        `update frame_sessions set revoked_at = coalesce(revoked_at, now())
         where user_id = $1`,
        [change.userId],
      )
      // Devices that logged in since the change, and their auth shares, are no longer the user's.
      await query(
        `delete from frame_auth_shares where user_id = $1 and device_id in
           (select device_id from frame_devices where user_id = $1 and created_at >= $2)`,
        [change.userId, cancelled.created_at],
      )
      await query('delete from frame_devices where user_id = $1 and created_at >= $2', [
        change.userId,
        cancelled.created_at,
      ])
      return undefined
    })
    if (undone) return htmlPage(reply, 400, 'This link does not work', undone)
    return htmlPage(
      reply,
      200,
      'Email change undone',
      `Your login email is ${change.oldEmail} again, and every session was signed out. Log in again with ${change.oldEmail}.`,
    )
  })
}

/** The path of the link that undoes a login email change (a page on the frame origin). */
function emailChangeCancelPath(id: string): string {
  return `/v1/frame/email-changes/${id}/cancel`
}

type EmailChangeLookup =
  | { ok: true; id: string; userId: string; oldEmail: string; newEmail: string }
  | { ok: false; reason: string }

async function findEmailChange(
  storage: Storage,
  project: Project,
  request: FastifyRequest,
): Promise<EmailChangeLookup> {
  const id = (request.params as { changeId?: unknown }).changeId
  const token = (request.query as Record<string, unknown>).token
  if (typeof id !== 'string' || !z.uuid().safeParse(id).success || typeof token !== 'string') {
    return { ok: false, reason: 'The link is incomplete.' }
  }
  const [row] = await storage.query<{
    user_id: string
    old_email: string
    new_email: string
    cancel_token_hash: string
    expires_at: Date | string
    cancelled_at: Date | string | null
  }>(
    `select user_id, old_email, new_email, cancel_token_hash, expires_at, cancelled_at
     from frame_email_changes where id = $1 and project_id = $2`,
    [id, project.id],
  )
  if (!row || !sameDigest(hashToken(token), row.cancel_token_hash)) {
    return { ok: false, reason: 'The link is not valid.' }
  }
  if (row.cancelled_at) return { ok: false, reason: 'The change was undone already.' }
  if (new Date(row.expires_at).getTime() <= Date.now()) {
    return { ok: false, reason: 'The link has expired.' }
  }
  return { ok: true, id, userId: row.user_id, oldEmail: row.old_email, newEmail: row.new_email }
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

/**
 * Counts `address` once per window against the client's budget of distinct addresses: a visitor
 * retrying their own address costs nothing, a client probing which addresses hold wallets runs out.
 */
async function limitAddresses(
  limiter: Limiter,
  ip: string,
  address: string,
  rule: FrameLimit,
): Promise<void> {
  const seenKey = `start-ip-address:${ip}:${address}`
  const first = await limiter.claim(seenKey, rule.windowMs)
  if (!first.ok) return
  const counted = await limiter.hit(`start-ip-addresses:${ip}`, rule.max, rule.windowMs)
  if (counted.ok) return
  await limiter.release(seenKey)
  throw new FrameRateLimitedApiError(counted.retryAfterMs)
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

/**
 * A known user on a device it never logged in from (each dapp site is a storage partition), or
 * only by a social login its inbox has not approved.
 */
async function needsApproval(storage: Storage, userId: string, deviceId: string): Promise<boolean> {
  const devices = await storage.query<{ device_id: string; trusted: boolean }>(
    'select device_id, trusted from frame_devices where user_id = $1',
    [userId],
  )
  return (
    devices.length > 0 && !devices.some((device) => device.device_id === deviceId && device.trusted)
  )
}

/** The device's user has approved it, or it holds the wallet's keys: it is new no more. */
async function trustDevice(storage: Storage, session: SessionRow): Promise<void> {
  await storage.query(
    'update frame_devices set trusted = true where user_id = $1 and device_id = $2',
    [session.user_id, session.device_id],
  )
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
          target.newEmail ?? target.email,
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
  | {
      ok: true
      id: string
      /** `login`: an email login's new device (a code follows); `recovery`: a social login's restore. */
      purpose: 'login' | 'recovery'
      userId: string
      deviceId: string
      /** The user's login email (none for a social user). */
      email: string | null
      /** The provider of the session a `recovery` approval is for. */
      login: string
    }
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
    purpose: string
    email: string | null
    social_provider: string | null
  }>(
    `select a.user_id, a.device_id, a.token_hash, a.expires_at, a.approved_at, a.purpose, u.email,
       s.social_provider
     from frame_device_approvals a join frame_users u on u.id = a.user_id
     left join frame_sessions s on s.token_hash = a.session_token_hash
     where a.id = $1 and a.project_id = $2`,
    [id, project.id],
  )
  if (!row || !sameDigest(hashToken(token), row.token_hash)) {
    return { ok: false, reason: 'The link is not valid.' }
  }
  const recovery = row.purpose === 'recovery'
  if (row.approved_at) {
    return {
      ok: false,
      reason: recovery ? 'The device was approved already.' : 'The login was approved already.',
    }
  }
  if (new Date(row.expires_at).getTime() <= Date.now()) {
    return {
      ok: false,
      reason: recovery
        ? 'The link has expired. Open the wallet again on that device for a new one.'
        : 'The link has expired. Start the login again.',
    }
  }
  return {
    ok: true,
    id,
    purpose: recovery ? 'recovery' : 'login',
    userId: row.user_id,
    deviceId: row.device_id,
    email: row.email,
    login: row.social_provider ?? 'social',
  }
}

/** `ada@example.com` → `a•••@example.com`: enough for the visitor to know which inbox to open. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  return `${email.slice(0, Math.min(1, at))}•••${email.slice(at)}`
}

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
       s.social_provider, i.username
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
