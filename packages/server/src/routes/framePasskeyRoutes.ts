import { randomBytes } from 'node:crypto'
import { frameDeviceIdSchema, frameOriginSchema } from '@airlock/blockchain-api'
import {
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { ServerContext } from '../context.js'
import { enrolDevice } from '../frame/enrolDevice.js'
import { PasskeyFailedApiError } from '../frame/frameErrors.js'
import { limit } from '../frame/frameRateLimits.js'
import { checkEmbedder, iso, projectOf } from '../frame/frameRequest.js'
import type { FrameRuntime } from '../frame/frameRuntime.js'
import { createToken, hashToken } from '../frame/secrets.js'
import { InvalidRequestError } from '../http/errors.js'
import type { Storage } from '../storage/types.js'

/** How long a passkey challenge may be answered: one ceremony, then it is gone. */
const passkeyChallengeTtlMs = 2 * 60_000

/** The name a passkey-first user goes by (they have no email or provider name). */
const passkeyUserName = 'Passkey'

const base64Url = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,8192}$/))
const attemptFields = {
  /** The dapp page that embeds the frame. */
  origin: frameOriginSchema,
  deviceId: frameDeviceIdSchema,
}
const startBody = z.strictObject(attemptFields)
const registerBody = z.strictObject({
  ...attemptFields,
  challengeId: z.uuid(),
  credential: z.strictObject({
    id: base64Url,
    clientDataJSON: base64Url,
    attestationObject: base64Url,
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(8))),
  }),
})
const loginBody = z.strictObject({
  ...attemptFields,
  challengeId: z.uuid(),
  credential: z.strictObject({
    id: base64Url,
    clientDataJSON: base64Url,
    authenticatorData: base64Url,
    signature: base64Url,
    userHandle: z.optional(base64Url),
  }),
})

/** The answer of a passkey sign-up or login: a frame session of its user. */
type PasskeySession = {
  token: string
  expiresAt: string
  origin: string
  user: { id: string; email: string | null; userName: string }
}

function parseBody<schema extends z.ZodType>(schema: schema, request: FastifyRequest) {
  const result = schema.safeParse(request.body)
  if (result.success) return result.data as z.infer<schema>
  const issue = result.error.issues[0]
  throw new InvalidRequestError(issue?.message ?? 'Invalid input', [
    { path: ['body', ...(issue?.path ?? [])].join('.'), message: issue?.message },
  ])
}

type ChallengeRow = { challenge: string; user_handle: string | null }

/**
 * Spends a challenge: once, before it expires, for the purpose, page and device it was given to.
 * Spent before the answer is checked, so a refused answer cannot be retried with it either.
 */
async function spendChallenge(
  storage: Storage,
  where: { id: string; projectId: string; purpose: string; origin: string; deviceId: string },
): Promise<ChallengeRow> {
  const [row] = await storage.query<ChallengeRow>(
    `update frame_passkey_challenges set used_at = now()
     where id = $1 and project_id = $2 and purpose = $3 and origin = $4 and device_id = $5
       and used_at is null and expires_at > now()
     returning challenge, user_handle`,
    [where.id, where.projectId, where.purpose, where.origin, where.deviceId],
  )
  if (!row) throw new PasskeyFailedApiError()
  return row
}

/**
 * Passkey-first accounts. The passkey is the login factor, so the server checks it itself:
 * 1. sign-up: `register/start` gives a challenge and a fresh user handle; the frame creates a
 *    discoverable passkey on its own RP ID; `register` verifies the attestation (the challenge,
 *    the frame's exact origin, the RP ID hash, user verification), keeps the credential's public
 *    key and opens a session for a new user;
 * 2. login: `login/start` gives a challenge; `login` verifies the assertion (the signature over
 *    authenticatorData || sha256(clientDataJSON) with the stored key, the same checks, and a
 *    signature counter that only grows) before it opens a session, and with it any share.
 * Challenges are random, single-use, bound to the page and device, and expire in 2 minutes.
 */
export function registerFramePasskeyRoutes(
  app: FastifyInstance,
  context: ServerContext,
  frame: FrameRuntime,
): void {
  const { storage } = context
  const { limits, limiter } = frame
  const expected = () => {
    const origin = frame.publicOrigin()
    return { expectedOrigin: origin, expectedRPID: new URL(origin).hostname }
  }

  async function start(request: FastifyRequest, purpose: 'register' | 'login') {
    const project = projectOf(request)
    const body = parseBody(startBody, request)
    checkEmbedder(project, body.origin)
    await limit(limiter, `passkey-start-ip:${request.ip}`, limits.startsPerIp)
    const id = crypto.randomUUID()
    const challenge = randomBytes(32).toString('base64url')
    const userHandle = purpose === 'register' ? randomBytes(32).toString('base64url') : null
    const expiresAt = iso(Date.now() + passkeyChallengeTtlMs)
    // The route answers anyone a project lets in: challenges nobody answered go when the next one
    // is given, so the table holds at most the last two minutes' worth (by its expiry index).
    await storage.query('delete from frame_passkey_challenges where expires_at < $1', [
      iso(Date.now()),
    ])
    await storage.query(
      `insert into frame_passkey_challenges
         (id, project_id, purpose, challenge, user_handle, origin, device_id, expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, project.id, purpose, challenge, userHandle, body.origin, body.deviceId, expiresAt],
    )
    return {
      challengeId: id,
      challenge,
      rpId: expected().expectedRPID,
      expiresAt,
      ...(userHandle ? { userHandle } : {}),
    }
  }

  /** A session for the passkey's user on this device (the passkey verified the user). */
  async function openSession(
    query: Storage['query'],
    session: { projectId: string; userId: string; origin: string; deviceId: string },
  ): Promise<PasskeySession> {
    const newDevice = await enrolDevice(query, session.userId, session.deviceId, {
      approved: true,
    })
    const token = createToken()
    const expiresAt = iso(Date.now() + limits.sessionTtlMs)
    await query(
      `insert into frame_sessions
         (token_hash, project_id, user_id, origin, device_id, expires_at, new_device, passkey_login)
       values ($1, $2, $3, $4, $5, $6, $7, true)`,
      [
        hashToken(token),
        session.projectId,
        session.userId,
        session.origin,
        session.deviceId,
        expiresAt,
        newDevice,
      ],
    )
    // An email the visitor added later is the account's as much as the passkey is.
    const [user] = await query<{ email: string | null }>(
      'select email from frame_users where id = $1',
      [session.userId],
    )
    return {
      token,
      expiresAt,
      origin: session.origin,
      user: { id: session.userId, email: user?.email ?? null, userName: passkeyUserName },
    }
  }

  /** A ceremony's answer: its project, its checked body, and its challenge, spent. */
  async function answerOf<schema extends typeof registerBody | typeof loginBody>(
    request: FastifyRequest,
    schema: schema,
    purpose: 'register' | 'login',
  ) {
    const project = projectOf(request)
    const body = parseBody(schema, request) as z.infer<schema> &
      z.infer<typeof startBody> & { challengeId: string }
    checkEmbedder(project, body.origin)
    const row = await spendChallenge(storage, {
      id: body.challengeId,
      projectId: project.id,
      purpose,
      origin: body.origin,
      deviceId: body.deviceId,
    })
    return { project, body, row }
  }

  app.post('/v1/frame/passkey/register/start', (request) => start(request, 'register'))
  app.post('/v1/frame/passkey/login/start', (request) => start(request, 'login'))

  app.post('/v1/frame/passkey/register', async (request): Promise<PasskeySession> => {
    const { project, body, row } = await answerOf(request, registerBody, 'register')
    const response: RegistrationResponseJSON = {
      id: body.credential.id,
      rawId: body.credential.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: body.credential.clientDataJSON,
        attestationObject: body.credential.attestationObject,
        ...(body.credential.transports
          ? {
              transports: body.credential
                .transports as RegistrationResponseJSON['response']['transports'],
            }
          : {}),
      },
    }
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: row.challenge,
      ...expected(),
      requireUserVerification: true,
      supportedAlgorithmIDs: [-7, -257],
    }).catch((cause: unknown) => {
      throw new PasskeyFailedApiError({ cause })
    })
    const info = verification.registrationInfo
    if (!verification.verified || !info || !row.user_handle) throw new PasskeyFailedApiError()
    return storage.transaction(async (query) => {
      const userId = crypto.randomUUID()
      await query('insert into frame_users (id, project_id, email) values ($1, $2, null)', [
        userId,
        project.id,
      ])
      const inserted = await query(
        `insert into frame_passkeys
           (project_id, credential_id, user_id, user_handle, public_key, sign_count)
         values ($1, $2, $3, $4, $5, $6) on conflict (project_id, credential_id) do nothing
         returning credential_id`,
        [
          project.id,
          info.credential.id,
          userId,
          row.user_handle,
          Buffer.from(info.credential.publicKey).toString('base64url'),
          info.credential.counter,
        ],
      )
      // A credential id already registered is not taken over by a second sign-up.
      if (inserted.length === 0) throw new PasskeyFailedApiError()
      return openSession(query, {
        projectId: project.id,
        userId,
        origin: body.origin,
        deviceId: body.deviceId,
      })
    })
  })

  app.post('/v1/frame/passkey/login', async (request): Promise<PasskeySession> => {
    const { project, body, row } = await answerOf(request, loginBody, 'login')
    const [passkey] = await storage.query<{
      user_id: string
      user_handle: string
      public_key: string
      sign_count: string | number
    }>(
      `select user_id, user_handle, public_key, sign_count from frame_passkeys
       where project_id = $1 and credential_id = $2`,
      [project.id, body.credential.id],
    )
    if (!passkey) throw new PasskeyFailedApiError()
    if (body.credential.userHandle && body.credential.userHandle !== passkey.user_handle)
      throw new PasskeyFailedApiError()
    const response: AuthenticationResponseJSON = {
      id: body.credential.id,
      rawId: body.credential.id,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: body.credential.clientDataJSON,
        authenticatorData: body.credential.authenticatorData,
        signature: body.credential.signature,
        ...(body.credential.userHandle ? { userHandle: body.credential.userHandle } : {}),
      },
    }
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: row.challenge,
      ...expected(),
      // The frame is embedded: the page around it must be the one the challenge was given to.
      expectedTopOrigin: body.origin,
      credential: {
        id: body.credential.id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.sign_count),
      },
      requireUserVerification: true,
    }).catch((cause: unknown) => {
      throw new PasskeyFailedApiError({ cause })
    })
    if (!verification.verified) throw new PasskeyFailedApiError()
    return storage.transaction(async (query) => {
      await query(
        `update frame_passkeys set sign_count = $1, last_used_at = now()
         where project_id = $2 and credential_id = $3`,
        [verification.authenticationInfo.newCounter, project.id, body.credential.id],
      )
      return openSession(query, {
        projectId: project.id,
        userId: passkey.user_id,
        origin: body.origin,
        deviceId: body.deviceId,
      })
    })
  })
}
