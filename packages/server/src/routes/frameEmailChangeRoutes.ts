import {
  frameAuthLimits,
  frameEmailUpdatePrimaryRoute,
  frameEmailUpdateRoute,
  frameEmailUpdateSecondaryRoute,
} from '@airlock/blockchain-api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { ServerContext } from '../context.js'
import { issueCode, spendCode } from '../frame/frameCodes.js'
import {
  CodeExpiredApiError,
  EmailCooldownApiError,
  EmailNotSentApiError,
  EmailTakenApiError,
  EmailUnchangedApiError,
  FrameRateLimitedApiError,
} from '../frame/frameErrors.js'
import { limit, limitAddresses } from '../frame/frameRateLimits.js'
import { iso, parseFrameRequest, projectOf } from '../frame/frameRequest.js'
import type { FrameRuntime } from '../frame/frameRuntime.js'
import { authenticate, findUser, withEmail } from '../frame/frameSession.js'
import { escapeHtml, htmlPage } from '../frame/htmlPage.js'
import { createToken, hashToken, sameDigest } from '../frame/secrets.js'
import { sendFrameMail } from '../frame/sendFrameMail.js'
import { parseRequest } from '../http/parseRequest.js'
import type { Project } from '../projects/projectStore.js'
import type { Storage } from '../storage/types.js'

/**
 * Changing the login email: a code to the current address, then one to the new address; the
 * previous address is told, with a link that undoes the change within its window. A login with no
 * email (a passkey-first or social account) adds one the same way, from the new address's code
 * alone: there is no previous address to ask or to tell.
 */
export function registerFrameEmailChangeRoutes(
  app: FastifyInstance,
  context: ServerContext,
  frame: FrameRuntime,
): void {
  const { storage } = context
  const { limits, limiter } = frame

  app.post(frameEmailUpdateRoute.path, async (request) => {
    const { session, project } = await authenticate(storage, request, {
      idleMs: limits.sessionIdleMs,
    })
    const { body } = parseFrameRequest(frameEmailUpdateRoute, request)
    if (body.newEmail === session.email) {
      throw new EmailUnchangedApiError()
    }
    // Whether an address is taken is an answer too: probing it counts against the same budget of
    // distinct addresses per client as a login start does (F12).
    await limitAddresses(
      limiter,
      request.ip,
      `${project.id}:${body.newEmail}`,
      limits.addressesPerIp,
    )
    if (await findUser(storage, project.id, body.newEmail)) {
      throw new EmailTakenApiError()
    }
    // The cooldown and the mail budget are the address written to first.
    const firstAddress = session.email ?? body.newEmail
    const cooldownKey = `cooldown:${project.id}:${firstAddress}`
    const cooldown = await limiter.claim(cooldownKey, limits.cooldownMs)
    if (!cooldown.ok) throw new EmailCooldownApiError(cooldown.retryAfterMs)
    try {
      await limit(limiter, `emails:${project.id}:${firstAddress}`, limits.emailsPerAddress)
      // Without a current address, the code goes to the new one at once (nothing to move away).
      const adding = session.email === null
      const expiresAt = await issueCode(frame, storage, project, {
        purpose: adding ? 'update-new' : 'update-current',
        email: firstAddress,
        userId: session.user_id,
        newEmail: body.newEmail,
      })
      return {
        action: adding ? ('VERIFY_SECONDARY_OTP' as const) : ('VERIFY_PRIMARY_OTP' as const),
        expiresAt,
      }
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
    const { session, project } = await authenticate(storage, request, {
      idleMs: limits.sessionIdleMs,
    })
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
    const previousEmail = session.email
    if (previousEmail === null) {
      // Added, not moved: the login keeps working as before, and an email login opens it too.
      const added = await storage
        .query<{ id: string }>(
          'update frame_users set email = $1 where id = $2 and email is null returning id',
          [pending.email, session.user_id],
        )
        .catch(() => {
          // Another user logged in with the address since its code was sent.
          throw new EmailTakenApiError()
        })
      // Another session of the same user added an address meanwhile.
      if (added.length === 0) throw new CodeExpiredApiError()
      return { newEmail: pending.email }
    }
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
        throw new EmailTakenApiError()
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
          previousEmail,
          pending.email,
          hashToken(cancelToken),
          iso(Date.now() + frameAuthLimits.emailChangeCancelTtlMs),
        ],
      )
      // Sent before the change commits: no change the previous address was not told of.
      await sendFrameMail(() =>
        frame.mailer.sendEmailChanged(previousEmail, pending.email, cancelLink, project.name),
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
