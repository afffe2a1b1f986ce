import { randomBytes, timingSafeEqual } from 'node:crypto'
import {
  type ApiErrorCode,
  type FrameSession,
  frameFarcasterConnectRoute,
  frameFarcasterStartRoute,
  matchOrigin,
} from '@airlock/blockchain-api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { parseSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import type { ServerContext } from '../context.js'
import { RowVanishedError } from '../errors/storageErrors.js'
import type { Limiter } from '../frame/createLimiter.js'
import { enrolDevice } from '../frame/enrolDevice.js'
import type { ChannelStore } from '../frame/farcaster/createChannelStore.js'
import type { FarcasterAuth } from '../frame/farcaster/createFarcasterAuth.js'
import { FrameOriginApiError, FrameRateLimitedApiError } from '../frame/frameErrors.js'
import type { FrameLimit } from '../frame/frameOptions.js'
import { createToken, hashToken, sameDigest } from '../frame/secrets.js'
import {
  ApiError,
  InvalidKeyError,
  InvalidRequestError,
  RelayUnauthorizedError,
} from '../http/errors.js'
import { parseRequest } from '../http/parseRequest.js'
import type { Project } from '../projects/projectStore.js'

/** What the Farcaster routes need; built by `createFrameApp`. */
export type FarcasterRuntime = {
  publicOrigin: () => string
  /** Undefined: Farcaster login is off (the routes answer `FARCASTER_OFF`). */
  auth: FarcasterAuth | undefined
  limiter: Limiter
  startsPerIp: FrameLimit
  sessionTtlMs: number
  /** How long an attempt (and its channel) may take from start to redeem. */
  attemptTtlMs: number
}

/** The attempt row (a social attempt of provider `farcaster`; the channel token in `code_verifier`). */
type AttemptRow = {
  id: string
  project_id: string
  origin: string
  device_id: string
  secret_hash: string
  nonce: string
  code_verifier: string
  expires_at: Date | string
  redeemed_at: Date | string | null
  error: string | null
}

class FarcasterApiError extends ApiError {
  override name = 'FarcasterApiError'
  constructor(status: number, code: ApiErrorCode, message: string) {
    super(status, code, message)
  }
}

const relayUnauthorized = () => new RelayUnauthorizedError()

const channelRequestSchema = z.object({
  siweUri: z.string().url(),
  domain: z.string().min(1).max(253),
  nonce: z
    .string()
    .regex(/^[A-Za-z0-9]{8,64}$/)
    .optional(),
  notBefore: z.string().datetime({ offset: true }).optional(),
  expirationTime: z.string().datetime({ offset: true }).optional(),
  requestId: z.string().max(200).optional(),
  redirectUrl: z.string().url().optional(),
  acceptAuthAddress: z.boolean().optional(),
})

const channelAnswerSchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/) as z.ZodType<`0x${string}`>,
  authMethod: z.enum(['custody', 'authAddress']).optional(),
  fid: z.number().int().positive(),
  username: z.string().max(100).optional(),
  displayName: z.string().max(100).optional(),
  bio: z.string().max(1000).optional(),
  pfpUrl: z.string().max(2000).optional(),
})

function parseBody<schema extends z.ZodType>(schema: schema, body: unknown): z.infer<schema> {
  const result = schema.safeParse(body)
  if (result.success) return result.data
  const issues = result.error.issues.map((issue) => ({
    path: ['body', ...issue.path].join('.'),
    message: issue.message,
  }))
  throw new InvalidRequestError(issues[0]?.message ?? 'Invalid input', issues)
}

function bearer(request: FastifyRequest): string | undefined {
  return /^Bearer (\S{1,128})$/.exec(request.headers.authorization ?? '')?.[1]
}

function sameSecret(given: string, expected: string): boolean {
  const left = Buffer.from(given)
  const right = Buffer.from(expected)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The built-in auth relay: Farcaster's channel API (`@farcaster/auth-client` 0.7's shapes), so
 * a Farcaster app, or the test client that plays one, completes channels here. A dapp opens a
 * channel (`POST /v1/channel`, 201), polls it with the channel token as bearer
 * (`GET /v1/channel/status`: 202 pending, 200 completed and then gone, 401 unknown or expired),
 * and the app completes it with the relay key (`POST /v1/channel/authenticate`, 201).
 */
export function registerFarcasterRelayRoutes(
  app: FastifyInstance,
  relay: { store: ChannelStore; authKey: string; limiter: Limiter; startsPerIp: FrameLimit },
): void {
  app.post('/v1/channel', async (request, reply) => {
    const limited = await relay.limiter.hit(
      `channel-ip:${request.ip}`,
      relay.startsPerIp.max,
      relay.startsPerIp.windowMs,
    )
    if (!limited.ok) throw new FrameRateLimitedApiError(limited.retryAfterMs)
    const body = parseBody(channelRequestSchema, request.body)
    const channel = relay.store.create(body, {
      ip: request.ip,
      userAgent: String(request.headers['user-agent'] ?? ''),
    })
    return reply.code(201).send({ ...channel, connectUri: channel.url })
  })

  app.get('/v1/channel/status', async (request, reply) => {
    const token = bearer(request)
    const status = token ? relay.store.read(token) : undefined
    if (!status) throw relayUnauthorized()
    return reply.code(status.state === 'completed' ? 200 : 202).send(status)
  })

  app.post('/v1/channel/authenticate', async (request, reply) => {
    const key =
      request.headers['x-farcaster-auth-relay-key'] ??
      request.headers['x-farcaster-connect-auth-key']
    if (typeof key !== 'string' || !sameSecret(key, relay.authKey)) throw relayUnauthorized()
    const token = bearer(request)
    const body = parseBody(channelAnswerSchema, request.body)
    let custody: `0x${string}`
    try {
      custody = parseSiweMessage(body.message).address as `0x${string}`
    } catch {
      custody = '0x'
    }
    if (!/^0x[0-9a-fA-F]{40}$/.test(custody)) {
      throw new InvalidRequestError('The message is not a sign-in message', undefined)
    }
    const status = token ? relay.store.complete(token, { ...body, custody }) : undefined
    if (!status) throw relayUnauthorized()
    return reply.code(201).send(status)
  })
}

/**
 * Sign In With Farcaster for the frame:
 * 1. the frame opens an attempt (`POST /v1/frame/farcaster/start`), the server a relay channel
 *    whose nonce, domain (the frame's host) and expiry are the attempt's; the frame keeps the
 *    attempt's secret and shows the channel URL as a QR code and deep link;
 * 2. the Farcaster app signs and completes the channel at the relay;
 * 3. the frame redeems the attempt (`POST /v1/frame/farcaster/connect`, polled): the server reads
 *    the channel, checks the message (nonce, domain, signature, fid from the ID registry) and
 *    opens a session of that Farcaster user, once. A relay's word alone is never trusted.
 */
export function registerFarcasterRoutes(
  app: FastifyInstance,
  context: ServerContext,
  farcaster: FarcasterRuntime,
): void {
  const { storage } = context
  const domain = () => new URL(farcaster.publicOrigin()).host

  app.post(frameFarcasterStartRoute.path, async (request) => {
    const project = projectOf(request)
    const { body } = parseRequest(frameFarcasterStartRoute, request)
    if (!matchOrigin(body.origin, project.allowedOrigins))
      throw new FrameOriginApiError(body.origin)
    const auth = farcaster.auth
    if (!auth) throw new FarcasterApiError(404, 'FARCASTER_OFF', 'Farcaster login is not set up')
    const limited = await farcaster.limiter.hit(
      `farcaster-start-ip:${request.ip}`,
      farcaster.startsPerIp.max,
      farcaster.startsPerIp.windowMs,
    )
    if (!limited.ok) throw new FrameRateLimitedApiError(limited.retryAfterMs)
    const expiresAt = new Date(Date.now() + farcaster.attemptTtlMs).toISOString()
    let channel: { channelToken: string; url: string; nonce: string }
    try {
      channel = await auth.relay.createChannel({
        siweUri: farcaster.publicOrigin(),
        domain: domain(),
        nonce: randomBytes(16).toString('hex'),
        expirationTime: expiresAt,
      })
    } catch (error) {
      request.log.warn({ err: error }, 'farcaster relay unreachable')
      throw new FarcasterApiError(502, 'FARCASTER_RELAY', 'The Farcaster relay cannot be reached')
    }
    const id = crypto.randomUUID()
    const secret = createToken()
    await storage.query(
      `insert into frame_social_attempts
         (id, project_id, provider, origin, device_id, secret_hash, nonce, code_verifier, expires_at)
       values ($1, $2, 'farcaster', $3, $4, $5, $6, $7, $8)`,
      [
        id,
        project.id,
        body.origin,
        body.deviceId,
        hashToken(secret),
        channel.nonce,
        channel.channelToken,
        expiresAt,
      ],
    )
    return { attemptId: id, secret, url: channel.url, expiresAt }
  })

  app.post(frameFarcasterConnectRoute.path, async (request): Promise<FrameSession> => {
    const project = projectOf(request)
    const { body } = parseRequest(frameFarcasterConnectRoute, request)
    if (!matchOrigin(body.origin, project.allowedOrigins))
      throw new FrameOriginApiError(body.origin)
    const auth = farcaster.auth
    if (!auth) throw new FarcasterApiError(404, 'FARCASTER_OFF', 'Farcaster login is not set up')
    const [row] = await storage.query<AttemptRow>(
      `select * from frame_social_attempts where id = $1 and project_id = $2 and provider = 'farcaster'`,
      [body.attemptId, project.id],
    )
    const failed = () => new FarcasterApiError(401, 'FARCASTER_FAILED', 'Farcaster login failed')
    const expired = () => new FarcasterApiError(410, 'FARCASTER_EXPIRED', 'Farcaster login expired')
    if (
      !row ||
      !sameDigest(hashToken(body.secret), row.secret_hash) ||
      row.device_id !== body.deviceId ||
      row.origin !== body.origin
    ) {
      throw failed()
    }
    if (row.error) throw failed()
    if (row.redeemed_at || new Date(row.expires_at).getTime() <= Date.now()) throw expired()
    const status = await auth.relay.status(row.code_verifier).catch((error: unknown) => {
      request.log.warn({ err: error }, 'farcaster relay unreachable')
      throw new FarcasterApiError(502, 'FARCASTER_RELAY', 'The Farcaster relay cannot be reached')
    })
    // The relay forgets a channel once it handed out its answer, or when it expired.
    if (!status) throw expired()
    if (status.state !== 'completed' || !status.message || !status.signature) {
      throw new FarcasterApiError(409, 'FARCASTER_PENDING', 'Farcaster login pending')
    }
    const verified = await auth.verify({
      message: status.message,
      signature: status.signature,
      domain: domain(),
      nonce: row.nonce,
    })
    if (!verified.ok || (status.fid !== undefined && status.fid !== verified.fid)) {
      request.log.warn({ reason: verified.ok ? 'fid' : verified.reason }, 'farcaster refused')
      await storage.query(`update frame_social_attempts set error = 'refused' where id = $1`, [
        row.id,
      ])
      throw failed()
    }
    const won = await storage.query(
      `update frame_social_attempts set redeemed_at = now(), subject = $2, username = $3
       where id = $1 and redeemed_at is null returning id`,
      [row.id, String(verified.fid), status.username ?? null],
    )
    if (won.length === 0) throw expired()
    const subject = String(verified.fid)
    const userName = status.username || `fid:${subject}`
    const token = createToken()
    const expiresAt = new Date(Date.now() + farcaster.sessionTtlMs).toISOString()
    const userId = await storage.transaction(async (query) => {
      const find = () =>
        query<{ user_id: string }>(
          `select user_id from frame_identities
           where project_id = $1 and provider = 'farcaster' and subject = $2`,
          [project.id, subject],
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
           values ($1, 'farcaster', $2, $3, $4, null)
           on conflict (project_id, provider, subject) do nothing`,
          [project.id, subject, newUserId, userName],
        )
        ;[identity] = await find()
      }
      if (!identity) throw new RowVanishedError('identity')
      await query(
        `update frame_identities set username = $1, updated_at = now()
         where project_id = $2 and provider = 'farcaster' and subject = $3`,
        [userName, project.id, subject],
      )
      const newDevice = await enrolDevice(query, identity.user_id, body.deviceId, {
        approved: false,
      })
      await query(
        `insert into frame_sessions
           (token_hash, project_id, user_id, origin, device_id, expires_at, social_provider,
            new_device)
         values ($1, $2, $3, $4, $5, $6, 'farcaster', $7)`,
        [
          hashToken(token),
          project.id,
          identity.user_id,
          body.origin,
          body.deviceId,
          expiresAt,
          newDevice,
        ],
      )
      return identity.user_id
    })
    return {
      token,
      expiresAt,
      origin: body.origin,
      user: { id: userId, email: null, userName, socialProvider: 'farcaster' },
    }
  })
}

function projectOf(request: FastifyRequest): Project {
  if (!request.project) throw new InvalidKeyError()
  return request.project
}
