import { randomBytes } from 'node:crypto'
import { frameAuthLimits, fungiblePriceRoute } from '@airlock/blockchain-api'
import { airlockAccountFactoryAddress } from '@airlock/frame/custody'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { Redis } from 'ioredis'
import type { ServerContext } from '../context.js'
import { closeGracefully } from '../http/closeGracefully.js'
import { InvalidKeyError } from '../http/errors.js'
import { installErrorHandling } from '../http/installErrorHandling.js'
import { installSecurityHeaders } from '../http/installSecurityHeaders.js'
import { registerBundlerRoutes } from '../routes/bundlerRoutes.js'
import { registerFarcasterRelayRoutes, registerFarcasterRoutes } from '../routes/farcasterRoutes.js'
import { registerFrameRoutes } from '../routes/frameRoutes.js'
import { registerFungiblePriceRoutes } from '../routes/fungiblePriceRoutes.js'
import { registerLinkRoutes } from '../routes/linkRoutes.js'
import { registerPaymasterRoutes } from '../routes/paymasterRoutes.js'
import { registerPreferredAccountRoutes } from '../routes/preferredAccountRoutes.js'
import { registerSocialRoutes } from '../routes/socialRoutes.js'
import { createMemoryLimiter, createRedisLimiter } from './createLimiter.js'
import { createMailer, localSmtp } from './createMailer.js'
import { createChannelStore } from './farcaster/createChannelStore.js'
import { createFarcasterAuth } from './farcaster/createFarcasterAuth.js'
import { farcasterChannelUrlBase } from './farcaster/farcasterOptions.js'
import { FrameOriginApiError } from './frameErrors.js'
import type { FrameServerOptions } from './frameOptions.js'
import type { FrameRuntime } from './frameRuntime.js'
import { authenticate } from './frameSession.js'
import { resolveFrameSiteDir } from './resolveFrameSiteDir.js'
import { serveFrameSite } from './serveFrameSite.js'
import { createSocialClients } from './social/createSocialClients.js'

export type FrameApp = {
  app: FastifyInstance
  /** The frame's public origin (known once listening when it depends on the port). */
  publicOrigin: () => string
  listen: () => Promise<string>
  close: () => Promise<void>
}

/**
 * The frame origin: a listener of its own that serves the frame site and the frame backend's
 * routes (and the price route, for fees in USD), so the frame talks only to its own origin. Its
 * routes answer no other page: a request whose `Origin` is not the frame's is refused (requests
 * without one come from outside a browser).
 * Logged URLs lose their query, where the approval links carry their token.
 */
export function createFrameApp(
  context: ServerContext,
  options: FrameServerOptions & {
    host: string
    defaultPort: number
    bodyLimit: number
    /** Fastify's `trustProxy`: the proxies whose `X-Forwarded-For` names the client. */
    trustProxy: FastifyServerOptions['trustProxy']
    logLevel: string
    redis: Redis | undefined
  },
): FrameApp {
  const app = Fastify({
    bodyLimit: options.bodyLimit,
    trustProxy: options.trustProxy,
    logger: {
      level: options.logLevel,
      serializers: {
        req: (request) => ({
          method: request.method,
          url: String(request.url ?? '').split('?')[0],
          remoteAddress: request.ip,
        }),
      },
    },
    forceCloseConnections: 'idle',
  })
  let listeningPort: number | undefined
  const publicOrigin = () =>
    options.publicOrigin?.replace(/\/+$/, '') ??
    `http://wallet.localhost:${listeningPort ?? options.port ?? options.defaultPort}`
  const limits = options.limits ?? {}
  const runtime: FrameRuntime = {
    publicOrigin,
    limiter: options.redis ? createRedisLimiter(options.redis) : createMemoryLimiter(),
    mailer: createMailer(options.smtp ?? localSmtp),
    codeKey: options.codeSecret ? Buffer.from(options.codeSecret, 'utf8') : randomBytes(32),
    deviceApproval: options.deviceApproval ?? true,
    limits: {
      cooldownMs: limits.cooldownMs ?? frameAuthLimits.emailCooldownMs,
      codeLength: frameAuthLimits.codeLength,
      codeTtlMs: limits.codeTtlMs ?? frameAuthLimits.codeTtlMs,
      codeMaxAttempts: limits.codeMaxAttempts ?? frameAuthLimits.codeMaxAttempts,
      sessionTtlMs: limits.sessionTtlMs ?? frameAuthLimits.sessionTtlMs,
      sessionIdleMs: limits.sessionIdleMs ?? frameAuthLimits.sessionIdleMs,
      deviceApprovalTtlMs: limits.deviceApprovalTtlMs ?? frameAuthLimits.deviceApprovalTtlMs,
      emailsPerAddress: limits.emailsPerAddress ?? { max: 10, windowMs: 3600_000 },
      startsPerIp: limits.startsPerIp ?? { max: 30, windowMs: 3600_000 },
      guessesPerIp: limits.guessesPerIp ?? { max: 60, windowMs: 600_000 },
      addressesPerIp: limits.addressesPerIp ?? { max: 10, windowMs: 3600_000 },
      recoveryReleasesPerUser: limits.recoveryReleasesPerUser ?? {
        max: 5,
        windowMs: 24 * 3600_000,
      },
    },
  }

  // The emailed approval page posts an empty form back to its own URL; Apple posts its answer.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, new URLSearchParams(String(body))),
  )
  app.decorateRequest('project', undefined)
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? ''
    if (!path.startsWith('/v1/frame/') && path !== fungiblePriceRoute.path) return
    const origin = request.headers.origin
    if (origin !== undefined && origin !== publicOrigin()) throw new FrameOriginApiError(origin)
    const query = request.query as Record<string, unknown> | undefined
    const fromQuery = typeof query?.projectId === 'string' ? query.projectId : undefined
    const fromHeader = request.headers['x-project-id']
    const projectId = fromQuery ?? (typeof fromHeader === 'string' ? fromHeader : undefined)
    const project = projectId ? context.projects.get(projectId) : undefined
    if (!project) throw new InvalidKeyError()
    request.project = project
  })
  installErrorHandling(app, options.bodyLimit)
  installSecurityHeaders(app)
  app.get('/health', async () => ({ status: 'ok' }))
  registerFrameRoutes(app, context, runtime)
  const attemptTtlMs = limits.socialAttemptTtlMs ?? 10 * 60_000
  registerSocialRoutes(app, context, {
    publicOrigin,
    clients: createSocialClients(options.social ?? {}),
    limiter: runtime.limiter,
    startsPerIp: runtime.limits.startsPerIp,
    sessionTtlMs: runtime.limits.sessionTtlMs,
    sessionIdleMs: runtime.limits.sessionIdleMs,
    attemptTtlMs,
  })
  const farcaster = options.farcaster
  const builtInRelay = farcaster?.relayAuthKey
    ? {
        authKey: farcaster.relayAuthKey,
        store: createChannelStore({
          ttlMs: attemptTtlMs,
          urlBase: farcaster.channelUrlBase ?? farcasterChannelUrlBase,
        }),
      }
    : undefined
  if (builtInRelay) {
    registerFarcasterRelayRoutes(app, {
      ...builtInRelay,
      limiter: runtime.limiter,
      startsPerIp: runtime.limits.startsPerIp,
    })
  }
  registerFarcasterRoutes(app, context, {
    publicOrigin,
    auth:
      farcaster && (farcaster.relayUrl || builtInRelay)
        ? createFarcasterAuth(farcaster, builtInRelay?.store)
        : undefined,
    limiter: runtime.limiter,
    startsPerIp: runtime.limits.startsPerIp,
    sessionTtlMs: runtime.limits.sessionTtlMs,
    attemptTtlMs,
  })
  registerBundlerRoutes(app, {
    bundlers: options.bundlers ?? {},
    sponsoredChainIds: Object.keys(options.paymasters ?? {}).map(Number),
    limiter: runtime.limiter,
    authenticate: (request) =>
      authenticate(context.storage, request, { idleMs: runtime.limits.sessionIdleMs }),
  })
  registerPreferredAccountRoutes(app, {
    storage: context.storage,
    authenticate: (request) =>
      authenticate(context.storage, request, { idleMs: runtime.limits.sessionIdleMs }),
  })
  registerLinkRoutes(app, {
    storage: context.storage,
    authenticate: (request) =>
      authenticate(context.storage, request, { idleMs: runtime.limits.sessionIdleMs }),
  })
  registerPaymasterRoutes(app, {
    paymasters: options.paymasters ?? {},
    rpcUrlOf: (chainId) => context.chains.get(`eip155:${chainId}`)?.config.rpcUrl,
    defaultAccountFactory: airlockAccountFactoryAddress,
    storage: context.storage,
    limiter: runtime.limiter,
    authenticate: (request) =>
      authenticate(context.storage, request, { idleMs: runtime.limits.sessionIdleMs }),
  })
  // The approval shows the network fee in USD: the frame reads prices from its own origin.
  registerFungiblePriceRoutes(app, context)
  serveFrameSite(app, {
    siteDir: options.siteDir ?? resolveFrameSiteDir(),
    projects: context.projects,
    connectSources: () => [
      ...new Set([
        ...[...context.chains.values()].map((chain) => new URL(chain.config.rpcUrl).origin),
        // Solana nodes: the approval simulates a transaction there (nothing is sent).
        ...[...context.solanaNetworks.values()].map(
          (network) => new URL(network.config.rpcUrl).origin,
        ),
        ...(options.connectSources ?? []),
      ]),
    ],
  })

  return {
    app,
    publicOrigin,
    async listen() {
      const url = await app.listen({
        host: options.host,
        port: options.port ?? options.defaultPort,
      })
      listeningPort = Number(new URL(url).port)
      return url
    },
    async close() {
      await closeGracefully(app)
      runtime.mailer.close()
    },
  }
}
