import {
  type FrameSession,
  frameAllowedOriginsRoute,
  frameEmailStartRoute,
  frameEmailVerifyRoute,
} from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context.js'
import { RowVanishedError } from '../errors/storageErrors.js'
import { approvalPath, needsApproval } from '../frame/deviceApprovals.js'
import { enrolDevice } from '../frame/enrolDevice.js'
import { issueCode, spendCode } from '../frame/frameCodes.js'
import {
  EmailCooldownApiError,
  EmailNotSentApiError,
  FrameRateLimitedApiError,
} from '../frame/frameErrors.js'
import { limit, limitAddresses } from '../frame/frameRateLimits.js'
import { checkEmbedder, iso, parseFrameRequest, projectOf } from '../frame/frameRequest.js'
import type { FrameRuntime } from '../frame/frameRuntime.js'
import { findUser } from '../frame/frameSession.js'
import { makeLinkOffer } from '../frame/linkOffers.js'
import { createToken, hashToken } from '../frame/secrets.js'
import { sendFrameMail } from '../frame/sendFrameMail.js'

/**
 * Email one-time-code login: the project's allowed origins, starting a login (a code, or an
 * emailed approval link for a device new to a known user), and verifying the code into a session.
 */
export function registerFrameLoginRoutes(
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
        await sendFrameMail(() => frame.mailer.sendDeviceApproval(body.email, link, project.name))
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
}
