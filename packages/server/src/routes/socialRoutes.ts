import { createHash, randomBytes } from 'node:crypto'
import {
  type ApiErrorCode,
  type FrameSession,
  type FrameSocialLinkCandidate,
  type FrameSocialProvider,
  frameSocialConnectRoute,
  frameSocialLinkReadRoute,
  frameSocialLinkRoute,
  frameSocialLinkStartRoute,
  frameSocialStartRoute,
  matchOrigin,
} from '@airlock/blockchain-api'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ServerContext } from '../context.js'
import { RowVanishedError } from '../errors/storageErrors.js'
import type { Limiter } from '../frame/createLimiter.js'
import { enrolDevice } from '../frame/enrolDevice.js'
import { FrameOriginApiError, FrameRateLimitedApiError } from '../frame/frameErrors.js'
import type { FrameLimit } from '../frame/frameOptions.js'
import { authenticate, type SessionRow } from '../frame/frameSession.js'
import { makeLinkOffer } from '../frame/linkOffers.js'
import { createToken, hashToken, sameDigest } from '../frame/secrets.js'
import type { SocialClient } from '../frame/social/createSocialClient.js'
import { ApiError, InvalidKeyError } from '../http/errors.js'
import { parseRequest } from '../http/parseRequest.js'
import type { Project } from '../projects/projectStore.js'

/** What the social routes need; built by `createFrameApp`. */
export type SocialRuntime = {
  publicOrigin: () => string
  /** The configured providers' clients (a provider without one is off). */
  clients: Partial<Record<FrameSocialProvider, SocialClient>>
  limiter: Limiter
  startsPerIp: FrameLimit
  sessionTtlMs: number
  /** A session unused this long ends (the link routes take a session). */
  sessionIdleMs: number
  /** How long an attempt may take from start to redeem. */
  attemptTtlMs: number
}

/** The provider calls back here (outside `/v1/frame/`: Apple posts from its own origin). */
const socialCallbackPath = '/oauth/callback'

type AttemptRow = {
  id: string
  project_id: string
  provider: FrameSocialProvider
  origin: string
  device_id: string
  secret_hash: string
  nonce: string
  code_verifier: string
  expires_at: Date | string
  authorized_at: Date | string | null
  callback_at: Date | string | null
  redeemed_at: Date | string | null
  subject: string | null
  result_hash: string | null
  username: string | null
  email: string | null
  error: string | null
  /** Set for an attempt that links the login to this user instead of logging in. */
  link_user_id: string | null
}

class SocialApiError extends ApiError {
  override name = 'SocialApiError'
  constructor(status: number, code: ApiErrorCode, message: string) {
    super(status, code, message)
  }
}

const expired = (row: { expires_at: Date | string }) =>
  new Date(row.expires_at).getTime() <= Date.now()

/** The S256 PKCE challenge of a verifier. */
function challengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

/**
 * Social login with the Airlock server as the confidential OAuth 2.0 / OpenID Connect client:
 * 1. the frame opens an attempt (`POST /v1/frame/social/start`) and keeps its secret;
 * 2. the popup follows the attempt's URI to the provider (state, nonce and PKCE challenge made
 *    and kept here);
 * 3. the provider calls back here; the state names the attempt, works once and only before the
 *    attempt expires; the code is traded with the PKCE verifier and the client secret, and the
 *    user read; the page tells the dapp window (the attempt's origin only) that it may go on;
 * 4. the frame redeems the attempt with its secret, once, for a session of that provider's user.
 * Codes and tokens never reach a browser.
 */
export function registerSocialRoutes(
  app: FastifyInstance,
  context: ServerContext,
  social: SocialRuntime,
): void {
  const { storage } = context

  app.post(frameSocialStartRoute.path, async (request) => {
    const project = projectOf(request)
    const { body } = parseRequest(frameSocialStartRoute, request)
    if (!matchOrigin(body.origin, project.allowedOrigins))
      throw new FrameOriginApiError(body.origin)
    await checkStart(request, body.provider)
    return openAttempt(project, body)
  })

  /** A provider with a client, and a start within the budget of starts per IP address. */
  async function checkStart(request: FastifyRequest, provider: FrameSocialProvider) {
    if (!social.clients[provider]) {
      throw new SocialApiError(404, 'SOCIAL_PROVIDER_OFF', `${provider} login is not set up`)
    }
    const limited = await social.limiter.hit(
      `social-start-ip:${request.ip}`,
      social.startsPerIp.max,
      social.startsPerIp.windowMs,
    )
    if (!limited.ok) throw new FrameRateLimitedApiError(limited.retryAfterMs)
  }

  /** Records an attempt (its secret as a hash) and answers where the popup goes. */
  async function openAttempt(
    project: Project,
    attempt: {
      provider: FrameSocialProvider
      origin: string
      deviceId: string
      linkUserId?: string | undefined
    },
  ) {
    const id = crypto.randomUUID()
    const secret = createToken()
    const expiresAt = new Date(Date.now() + social.attemptTtlMs).toISOString()
    await storage.query(
      `insert into frame_social_attempts
         (id, project_id, provider, origin, device_id, secret_hash, nonce, code_verifier, expires_at,
          link_user_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        id,
        project.id,
        attempt.provider,
        attempt.origin,
        attempt.deviceId,
        hashToken(secret),
        randomBytes(24).toString('base64url'),
        randomBytes(48).toString('base64url'),
        expiresAt,
        attempt.linkUserId ?? null,
      ],
    )
    const uri = `${social.publicOrigin()}/v1/frame/social/authorize/${id}?${new URLSearchParams({ projectId: project.id })}`
    return { attemptId: id, secret, uri, expiresAt }
  }

  // The popup's first stop: sends it on to the provider, once per attempt.
  app.get('/v1/frame/social/authorize/:attemptId', async (request, reply) => {
    const project = projectOf(request)
    const id = (request.params as { attemptId: string }).attemptId
    const [row] = /^[0-9a-f-]{36}$/.test(id)
      ? await storage.query<AttemptRow>(
          `update frame_social_attempts set authorized_at = now()
           where id = $1 and project_id = $2 and authorized_at is null and expires_at > now()
           returning *`,
          [id, project.id],
        )
      : []
    if (!row) {
      return socialPage(reply, 400, 'This login link does not work', 'Start the login again.')
    }
    const client = social.clients[row.provider]
    if (!client) return socialPage(reply, 400, 'This login is off', 'Start the login again.')
    // The state is the attempt's state only: its hash is all the server keeps of it.
    const state = createToken()
    await storage.query('update frame_social_attempts set state_hash = $1 where id = $2', [
      hashToken(state),
      row.id,
    ])
    try {
      const url = await client.authorizationUrl({
        redirectUri: `${social.publicOrigin()}${socialCallbackPath}`,
        state,
        nonce: row.nonce,
        codeChallenge: challengeOf(row.code_verifier),
      })
      return reply.header('cache-control', 'no-store').redirect(url.href, 302)
    } catch (error) {
      request.log.warn({ err: error, provider: row.provider }, 'social provider unreachable')
      await fail(row.id, 'provider_unreachable')
      return socialPage(reply, 502, 'The provider cannot be reached', 'Try again later.', row)
    }
  })

  async function callback(request: FastifyRequest, reply: FastifyReply) {
    const form =
      request.method === 'POST' ? (request.body as URLSearchParams | undefined) : undefined
    const answer = form ?? new URLSearchParams(request.url.split('?')[1] ?? '')
    const state = answer.get('state')
    // The state names the attempt and works once: a replayed or foreign state finds nothing.
    const [row] = state
      ? await storage.query<AttemptRow>(
          `update frame_social_attempts set callback_at = now()
           where state_hash = $1 and callback_at is null and redeemed_at is null
           returning *`,
          [hashToken(state)],
        )
      : []
    if (!row) {
      return socialPage(
        reply,
        400,
        'This login is not valid',
        'Start the login again from the app.',
      )
    }
    if (expired(row)) {
      await fail(row.id, 'expired')
      return socialPage(reply, 400, 'This login has expired', 'Start the login again.', row)
    }
    const providerError = answer.get('error')
    if (providerError) {
      await fail(row.id, providerError.slice(0, 100))
      return socialPage(
        reply,
        400,
        'The login was not completed',
        'You can close this window.',
        row,
      )
    }
    const client = social.clients[row.provider]
    if (!client) return socialPage(reply, 400, 'This login is off', 'Start the login again.', row)
    const callbackUrl = new URL(`${social.publicOrigin()}${socialCallbackPath}`)
    if (!form) callbackUrl.search = answer.toString()
    // Redeeming needs this too, and it goes only to the window that opened the popup (when it is
    // the attempt's dapp origin): a browser that finished a forwarded login link never passes it on.
    const result = createToken()
    try {
      const profile = await client.exchange({
        callbackUrl,
        form,
        state: state as string,
        nonce: row.nonce,
        codeVerifier: row.code_verifier,
      })
      await storage.query(
        `update frame_social_attempts set subject = $1, username = $2, email = $3, result_hash = $4
         where id = $5`,
        [
          profile.subject,
          profile.userName,
          profile.emailVerified ? profile.email : null,
          hashToken(result),
          row.id,
        ],
      )
    } catch (error) {
      request.log.warn({ err: error, provider: row.provider }, 'social login refused')
      await fail(row.id, 'exchange_failed')
      return socialPage(
        reply,
        400,
        'The login was not completed',
        'You can close this window.',
        row,
      )
    }
    return socialPage(reply, 200, 'Logged in', 'You can close this window.', row, result)
  }

  async function fail(id: string, reason: string) {
    await storage.query('update frame_social_attempts set error = $1 where id = $2', [reason, id])
  }

  app.get(socialCallbackPath, callback)
  app.post(socialCallbackPath, callback)

  app.post(frameSocialConnectRoute.path, async (request): Promise<FrameSession> => {
    const project = projectOf(request)
    const { body } = parseRequest(frameSocialConnectRoute, request)
    if (!matchOrigin(body.origin, project.allowedOrigins))
      throw new FrameOriginApiError(body.origin)
    // A link attempt links, it never logs in.
    const row = await finishedAttempt(project, body, null)
    await redeem(row)
    const subject = row.subject
    const userName = row.username ?? subject
    const token = createToken()
    const expiresAt = new Date(Date.now() + social.sessionTtlMs).toISOString()
    const userId = await storage.transaction(async (query) => {
      // The provider's user is its own Airlock user: an email login of the same address stays
      // apart unless the visitor links them (the offer below).
      const find = () =>
        query<{ user_id: string }>(
          'select user_id from frame_identities where project_id = $1 and provider = $2 and subject = $3',
          [project.id, row.provider, subject],
        )
      let [identity] = await find()
      if (!identity) {
        const newUserId = crypto.randomUUID()
        await query('insert into frame_users (id, project_id, email) values ($1, $2, null)', [
          newUserId,
          project.id,
        ])
        await query(
          `insert into frame_identities (project_id, provider, subject, user_id, username, email)
           values ($1, $2, $3, $4, $5, $6) on conflict (project_id, provider, subject) do nothing`,
          [project.id, row.provider, subject, newUserId, userName, row.email],
        )
        ;[identity] = await find()
      }
      if (!identity) throw new RowVanishedError('identity')
      await query(
        `update frame_identities set username = $1, email = $2, updated_at = now()
         where project_id = $3 and provider = $4 and subject = $5`,
        [userName, row.email, project.id, row.provider, subject],
      )
      const newDevice = await enrolDevice(query, identity.user_id, body.deviceId, {
        approved: false,
      })
      await query(
        `insert into frame_sessions
           (token_hash, project_id, user_id, origin, device_id, expires_at, social_provider,
            new_device)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          hashToken(token),
          project.id,
          identity.user_id,
          body.origin,
          body.deviceId,
          expiresAt,
          row.provider,
          newDevice,
        ],
      )
      return identity.user_id
    })
    // An email login of the same verified address is offered for linking, never linked here.
    const linkOffer = await makeLinkOffer(storage, {
      projectId: project.id,
      sessionTokenHash: hashToken(token),
      login: { kind: 'social', provider: row.provider, subject, userId, email: row.email },
    })
    return {
      token,
      expiresAt,
      origin: body.origin,
      user: { id: userId, email: null, userName, socialProvider: row.provider },
      ...(linkOffer ? { linkOffer } : {}),
    }
  })

  /**
   * The attempt `body` names, finished by the provider: its secret, the result only the window
   * that opened the provider step got (see `socialPage`), its device and page, and its purpose
   * (`linkUserId`: the user a link attempt links to, null for a login) all match.
   */
  async function finishedAttempt(
    project: Project,
    body: { attemptId: string; secret: string; result: string; origin: string; deviceId: string },
    linkUserId: string | null,
  ): Promise<AttemptRow & { subject: string }> {
    const [row] = await storage.query<AttemptRow>(
      'select * from frame_social_attempts where id = $1 and project_id = $2',
      [body.attemptId, project.id],
    )
    if (
      !row ||
      !sameDigest(hashToken(body.secret), row.secret_hash) ||
      (row.result_hash !== null && !sameDigest(hashToken(body.result), row.result_hash)) ||
      row.device_id !== body.deviceId ||
      row.origin !== body.origin ||
      row.link_user_id !== linkUserId
    ) {
      throw new SocialApiError(400, 'SOCIAL_FAILED', 'Social login failed')
    }
    if (row.redeemed_at || expired(row)) {
      throw new SocialApiError(410, 'SOCIAL_EXPIRED', 'Social login expired')
    }
    if (row.error) throw new SocialApiError(400, 'SOCIAL_FAILED', 'Social login failed')
    if (!row.subject || !row.result_hash) {
      throw new SocialApiError(409, 'SOCIAL_PENDING', 'Social login pending')
    }
    return row as AttemptRow & { subject: string }
  }

  /** Spends the attempt: it works once. */
  async function redeem(row: AttemptRow) {
    const won = await storage.query(
      'update frame_social_attempts set redeemed_at = now() where id = $1 and redeemed_at is null returning id',
      [row.id],
    )
    if (won.length === 0) throw new SocialApiError(410, 'SOCIAL_EXPIRED', 'Social login expired')
  }

  const sessionOf = async (request: FastifyRequest) =>
    authenticate(storage, request, { idleMs: social.sessionIdleMs })

  /** The link attempt `request` names, of its session's user, page and device. */
  async function linkAttempt(request: FastifyRequest, session: SessionRow, project: Project) {
    const { body } = parseRequest(frameSocialLinkRoute, request)
    return finishedAttempt(
      project,
      { ...body, origin: session.origin, deviceId: session.device_id },
      session.user_id,
    )
  }

  const candidate = (row: AttemptRow & { subject: string }): FrameSocialLinkCandidate => ({
    provider: row.provider,
    userName: row.username ?? row.subject,
    email: row.email,
  })

  // Linking a social login later: the same provider step as a login, for the session's user.
  app.post(frameSocialLinkStartRoute.path, async (request) => {
    const { session, project } = await sessionOf(request)
    const { body } = parseRequest(frameSocialLinkStartRoute, request)
    await checkStart(request, body.provider)
    return openAttempt(project, {
      provider: body.provider,
      origin: session.origin,
      deviceId: session.device_id,
      linkUserId: session.user_id,
    })
  })

  // What the visitor confirms in the frame before anything is linked.
  app.post(frameSocialLinkReadRoute.path, async (request) => {
    const { session, project } = await sessionOf(request)
    return candidate(await linkAttempt(request, session, project))
  })

  app.post(frameSocialLinkRoute.path, async (request) => {
    const { session, project } = await sessionOf(request)
    const row = await linkAttempt(request, session, project)
    await redeem(row)
    await storage.transaction(async (query) => {
      const [identity] = await query<{ user_id: string }>(
        `select user_id from frame_identities
         where project_id = $1 and provider = $2 and subject = $3 for update`,
        [project.id, row.provider, row.subject],
      )
      if (identity && identity.user_id !== session.user_id) {
        // The login's own user: folded in when it holds no wallet, else it stays apart.
        const owner = identity.user_id
        const [wallet] = await query('select 1 from frame_wallets where user_id = $1', [owner])
        if (wallet) {
          throw new SocialApiError(409, 'SOCIAL_TAKEN', 'This login opens another wallet')
        }
        await query('update frame_identities set user_id = $1 where user_id = $2', [
          session.user_id,
          owner,
        ])
        // Its sessions end with it (cascade); its email login goes with it when this user has none.
        const [folded] = await query<{ email: string | null }>(
          'delete from frame_users where id = $1 returning email',
          [owner],
        )
        if (folded?.email) {
          await query('update frame_users set email = $1 where id = $2 and email is null', [
            folded.email,
            session.user_id,
          ])
        }
      } else if (!identity) {
        await query(
          `insert into frame_identities (project_id, provider, subject, user_id, username, email)
           values ($1, $2, $3, $4, $5, $6)`,
          [project.id, row.provider, row.subject, session.user_id, row.username, row.email],
        )
      }
    })
    return candidate(row)
  })
}

function projectOf(request: FastifyRequest): Project {
  if (!request.project) throw new InvalidKeyError()
  return request.project
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  )
}

/**
 * The popup's last page. For a known attempt it tells the window that opened the popup, and only
 * if that window is on the attempt's dapp origin, `{ resultUri: 'airlock:social/<id>?r=<result>' }`
 * (or `?error=login_failed`), then closes. The one-time `result` is what the frame must show to
 * redeem the attempt: a page opened from a forwarded link has no such opener, so whoever started
 * the attempt elsewhere never learns it.
 */
function socialPage(
  reply: FastifyReply,
  status: number,
  title: string,
  text: string,
  attempt?: Pick<AttemptRow, 'id' | 'origin'>,
  result?: string,
): FastifyReply {
  const nonce = randomBytes(16).toString('base64')
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
  const message = {
    resultUri: `airlock:social/${attempt?.id}${result ? `?r=${result}` : '?error=login_failed'}`,
  }
  const script = attempt
    ? `<script nonce="${nonce}">(function(){var o=window.opener;if(o){o.postMessage(${json(message)},${json(attempt.origin)})}window.close()})()</script>`
    : ''
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; script-src 'nonce-${nonce}'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'`,
    )
    .header('referrer-policy', 'no-referrer')
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;text-align:center}</style>
</head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>${script}</body></html>`)
}
