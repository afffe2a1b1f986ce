import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import {
  type ApiErrorCode,
  type CaipNetworkId,
  type CreateSessionReturnType,
  createSessionRoute,
  matchOrigin,
  revokeSessionRoute,
  type SiwxSessionResponse,
  sessionRoute,
  siwxNonceRoute,
} from '@airlock/blockchain-api'
import {
  createBip122Verifier,
  createEip155Verifier,
  createSolanaVerifier,
  InvalidSiwxMessageError,
  type ParseSiwxMessageReturnType,
  parseSiwxMessage,
  SiwxVerifierUnavailableError,
  verifySiwxSession,
} from '@airlock/siwx'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ServerContext } from '../context.js'
import {
  ApiError,
  InvalidKeyError,
  NotFoundError,
  UpstreamUnavailableError,
} from '../http/errors.js'
import { fastifyPath, parseRequest } from '../http/parseRequest.js'
import type { Project } from '../projects/projectStore.js'

/** How long an issued nonce can be signed. */
const siwxNonceTtlMs = 10 * 60_000
/** The longest a session lasts: a later `expirationTime` (or none) is cut to this. */
const siwxMaxSessionTtlMs = 7 * 24 * 3600_000
/** How far ahead of the server's clock a message's `issuedAt` may be (the signer's clock). */
const siwxIssuedAtSkewMs = 5 * 60_000

/** A signed message the server refuses to turn into a session; `message` says why. */
class SiwxRefusedError extends ApiError {
  override name = 'SiwxRefusedError'
  constructor(status: number, code: ApiErrorCode, message: string) {
    super(status, code, message)
  }
}

type SessionRow = {
  id: string
  chain_id: string
  address: string
  message: string
  signature: string
  data: SiwxSessionResponse['data'] | string
  expires_at: Date | string | null
  created_at: Date | string
  revoked_at: Date | string | null
}

/**
 * Sign-in sessions. A session is created only from a message whose nonce this server issued for
 * the project and that was never used, of version 1, issued in the past, within its validity
 * window, for a domain the project allows, on a chain served here, and signed by its account. It
 * lasts until the message's `expirationTime`, at most 7 days. Its creation alone answers the
 * secret that revokes it (kept hashed). Lookup and revoke are scoped to the project too.
 */
export function registerSessionRoutes(app: FastifyInstance, context: ServerContext): void {
  const verifiers = [
    createEip155Verifier({ getRpcUrl: (chainId) => context.chains.get(chainId)?.config.rpcUrl }),
    createSolanaVerifier(),
    createBip122Verifier(),
  ]

  app.post(siwxNonceRoute.path, async (request) => {
    const project = projectOf(request)
    const nonce = randomNonce()
    const expiresAt = new Date(Date.now() + siwxNonceTtlMs)
    await context.storage.query(
      'insert into siwx_nonces (project_id, nonce, expires_at) values ($1, $2, $3)',
      [project.id, nonce, expiresAt.toISOString()],
    )
    return { nonce, expiresAt: expiresAt.toISOString() }
  })

  app.post(createSessionRoute.path, async (request): Promise<CreateSessionReturnType> => {
    const project = projectOf(request)
    const { body } = parseRequest(createSessionRoute, request)
    let data: ParseSiwxMessageReturnType
    try {
      data = parseSiwxMessage(body.message)
    } catch (error) {
      throw new SiwxRefusedError(
        400,
        'INVALID_MESSAGE',
        error instanceof InvalidSiwxMessageError
          ? `${error.shortMessage}: ${error.reason}`
          : String(error),
      )
    }

    const [nonce] = await context.storage.query<{
      expires_at: Date | string
      used_at: Date | string | null
    }>('select expires_at, used_at from siwx_nonces where project_id = $1 and nonce = $2', [
      project.id,
      data.nonce,
    ])
    if (!nonce) {
      throw new SiwxRefusedError(400, 'NONCE_UNKNOWN', 'Nonce was not issued by this server')
    }
    if (nonce.used_at) throw new SiwxRefusedError(409, 'NONCE_USED', 'Nonce has already been used')
    if (new Date(nonce.expires_at).getTime() <= Date.now()) {
      throw new SiwxRefusedError(400, 'NONCE_EXPIRED', 'Nonce has expired')
    }

    if (data.version !== '1') {
      throw new SiwxRefusedError(400, 'UNSUPPORTED_VERSION', 'Message version must be 1')
    }
    checkDomain(data, project, request.headers.origin)
    checkChain(data, context)
    const now = Date.now()
    const issuedAt = Date.parse(data.issuedAt ?? '')
    if (Number.isNaN(issuedAt)) {
      throw new SiwxRefusedError(400, 'INVALID_MESSAGE', 'Message has no valid Issued At')
    }
    if (issuedAt > now + siwxIssuedAtSkewMs) {
      throw new SiwxRefusedError(400, 'MESSAGE_ISSUED_IN_FUTURE', 'Message is issued in the future')
    }
    if (data.expirationTime && !(Date.parse(data.expirationTime) > now)) {
      throw new SiwxRefusedError(400, 'MESSAGE_EXPIRED', 'Message has expired')
    }
    if (data.notBefore && !(Date.parse(data.notBefore) <= now)) {
      throw new SiwxRefusedError(400, 'MESSAGE_NOT_YET_VALID', 'Message is not valid yet')
    }

    const verdict = await verifySiwxSession(
      { data, message: body.message, signature: body.signature },
      verifiers,
    ).catch((error: unknown) => {
      // The chain a smart account lives on did not answer: not a verdict on the signature.
      if (error instanceof SiwxVerifierUnavailableError) {
        throw new UpstreamUnavailableError(
          'SIWX_VERIFIER_UNAVAILABLE',
          `The signature of ${data.accountAddress} could not be checked: the RPC of ${data.chainId} did not answer`,
          error,
        )
      }
      throw error
    })
    if (!verdict.valid) {
      throw new SiwxRefusedError(
        401,
        'INVALID_SIGNATURE',
        `Signature was not made by ${data.accountAddress}`,
      )
    }

    const expiresAt = new Date(
      Math.min(
        data.expirationTime ? Date.parse(data.expirationTime) : Number.POSITIVE_INFINITY,
        now + siwxMaxSessionTtlMs,
      ),
    ).toISOString()
    const id = crypto.randomUUID()
    const revokeSecret = randomBytes(32).toString('base64url')
    const address = data.chainId.startsWith('eip155:')
      ? data.accountAddress.toLowerCase()
      : data.accountAddress
    // The nonce is spent in the same transaction that keeps the session: a replay finds it used.
    const created = await context.storage.transaction(async (query) => {
      const spent = await query(
        `update siwx_nonces set used_at = now()
         where project_id = $1 and nonce = $2 and used_at is null returning nonce`,
        [project.id, data.nonce],
      )
      if (spent.length === 0) return undefined
      const [row] = await query<SessionRow>(
        `insert into siwx_sessions
           (id, project_id, chain_id, address, message, signature, data, expires_at, revoke_secret_hash)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         returning id, chain_id, address, message, signature, data, expires_at, created_at, revoked_at`,
        [
          id,
          project.id,
          data.chainId,
          address,
          body.message,
          body.signature,
          JSON.stringify(data),
          expiresAt,
          hashSecret(revokeSecret),
        ],
      )
      return row
    })
    if (!created) throw new SiwxRefusedError(409, 'NONCE_USED', 'Nonce has already been used')
    const answer: CreateSessionReturnType = { ...toResponse(created), revokeSecret }
    return answer
  })

  app.get(fastifyPath(sessionRoute.path), async (request): Promise<SiwxSessionResponse> => {
    const project = projectOf(request)
    const { params } = parseRequest(sessionRoute, request)
    return toResponse(await findLiveSession(context, project, params.id))
  })

  app.post(fastifyPath(revokeSessionRoute.path), async (request, reply) => {
    const project = projectOf(request)
    const { params, body } = parseRequest(revokeSessionRoute, request)
    const [row] = await context.storage.query<{ revoke_secret_hash: string | null }>(
      'select revoke_secret_hash from siwx_sessions where id = $1 and project_id = $2',
      [params.id, project.id],
    )
    if (!row) throw new NotFoundError('Session not found')
    // Sessions created before revoke secrets existed have none: they only expire.
    if (
      !row.revoke_secret_hash ||
      !sameHash(row.revoke_secret_hash, hashSecret(body.revokeSecret))
    ) {
      throw new SiwxRefusedError(
        403,
        'INVALID_REVOKE_SECRET',
        'Revoke secret does not match the session',
      )
    }
    await context.storage.query(
      'update siwx_sessions set revoked_at = coalesce(revoked_at, now()) where id = $1',
      [params.id],
    )
    return reply.code(204).send()
  })
}

async function findLiveSession(
  context: ServerContext,
  project: Project,
  id: string,
): Promise<SessionRow> {
  const [row] = await context.storage.query<SessionRow>(
    `select id, chain_id, address, message, signature, data, expires_at, created_at, revoked_at
     from siwx_sessions where id = $1 and project_id = $2`,
    [id, project.id],
  )
  if (!row) throw new SiwxRefusedError(404, 'SESSION_NOT_FOUND', 'Session not found')
  if (row.revoked_at) throw new SiwxRefusedError(404, 'SESSION_REVOKED', 'Session was revoked')
  if (row.expires_at && new Date(row.expires_at).getTime() <= Date.now()) {
    throw new SiwxRefusedError(404, 'SESSION_EXPIRED', 'Session has expired')
  }
  return row
}

/** The message's domain and URI must be the page's, and the page an allowed origin. */
function checkDomain(
  data: ParseSiwxMessageReturnType,
  project: Project,
  requestOrigin: string | undefined,
): void {
  let uri: URL
  try {
    uri = new URL(data.uri)
  } catch {
    throw new SiwxRefusedError(400, 'INVALID_MESSAGE', 'Message URI is not a URL')
  }
  const refuse = () =>
    new SiwxRefusedError(
      403,
      'DOMAIN_MISMATCH',
      `Message domain "${data.domain}" is not allowed for this project`,
    )
  if (uri.host !== data.domain) throw refuse()
  if (!matchOrigin(uri.origin, project.allowedOrigins)) throw refuse()
  if (requestOrigin && new URL(requestOrigin).host !== data.domain) throw refuse()
}

/** eip155 sessions need the chain served here (smart accounts are checked through its RPC). */
function checkChain(data: ParseSiwxMessageReturnType, context: ServerContext): void {
  const [namespace, reference] = data.chainId.split(':')
  const served =
    namespace === 'eip155'
      ? context.chains.has(data.chainId as CaipNetworkId)
      : (namespace === 'solana' || namespace === 'bip122') && Boolean(reference)
  if (!served) {
    throw new SiwxRefusedError(
      400,
      'CHAIN_NOT_SUPPORTED',
      `Chain ${data.chainId} is not supported for sign-in`,
    )
  }
}

function toResponse(row: SessionRow): SiwxSessionResponse {
  return {
    id: row.id,
    chainId: row.chain_id,
    address: row.address,
    message: row.message,
    signature: row.signature,
    data: typeof row.data === 'string' ? JSON.parse(row.data) : row.data,
    expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  }
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

function sameHash(stored: string, given: string): boolean {
  const [a, b] = [Buffer.from(stored, 'hex'), Buffer.from(given, 'hex')]
  return a.length === b.length && timingSafeEqual(a, b)
}

function randomNonce(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  return Array.from(
    crypto.getRandomValues(new Uint8Array(24)),
    (byte) => alphabet[byte % alphabet.length],
  ).join('')
}

function projectOf(request: FastifyRequest): Project {
  if (!request.project) throw new InvalidKeyError()
  return request.project
}
