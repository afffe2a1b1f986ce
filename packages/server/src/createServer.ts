import { matchOrigin } from '@airlock/blockchain-api'
import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'
import { createBitcoinRuntimes } from './bitcoin/bitcoinRuntime.js'
import { type Cache, createMemoryCache, createRedisCache } from './cache/createCache.js'
import { createChainRuntimes } from './chains/chainRuntime.js'
import { localBitcoinNetworks } from './config/localBitcoinNetworks.js'
import { localChains, localPrices } from './config/localChains.js'
import type { BitcoinNetworkConfig, ChainConfig, ProjectConfig } from './config/types.js'
import type { ServerContext } from './context.js'
import { ApiError, InvalidKeyError, OriginNotAllowedError } from './http/errors.js'
import { createIndexer, type Indexer, type IndexerOptions } from './indexer/createIndexer.js'
import { createFixedPriceSource, type PriceSource } from './prices/priceSource.js'
import { createProjectStore, localDevProject } from './projects/projectStore.js'
import { walletCatalogue } from './registry/walletCatalogue.js'
import { attachRelay, type Relay, type RelayOptions } from './relay/createRelay.js'
import { createRedisRelayStore } from './relay/redisRelayStore.js'
import { createMemoryRelayStore, type RelayStore } from './relay/relayStore.js'
import { registerAccountNftsRoutes } from './routes/accountNftsRoutes.js'
import { registerAnalyticsRoutes } from './routes/analyticsRoutes.js'
import { registerBalanceRoutes } from './routes/balanceRoutes.js'
import { registerBitcoinRoutes } from './routes/bitcoinRoutes.js'
import { registerFungiblePriceRoutes } from './routes/fungiblePriceRoutes.js'
import { registerGasPriceRoutes } from './routes/gasPriceRoutes.js'
import { registerHealthRoutes } from './routes/healthRoutes.js'
import { registerHistoryRoutes } from './routes/historyRoutes.js'
import { registerIdentityRoutes } from './routes/identityRoutes.js'
import { registerRegistryRoutes } from './routes/registryRoutes.js'
import { registerSessionRoutes } from './routes/sessionRoutes.js'
import { registerSupportedChainsRoutes } from './routes/supportedChainsRoutes.js'
import { registerVerifyRoutes } from './routes/verifyRoutes.js'
import { createStorage } from './storage/createStorage.js'
import { migrate } from './storage/migrations.js'
import type { Storage } from './storage/types.js'

export type CreateServerOptions = {
  /** Default: 127.0.0.1. */
  host?: string | undefined
  /** Default: 8787; 0 picks a free port. */
  port?: number | undefined
  /** Base URL of links handed out (icons). Default: the address the server listens on. */
  publicUrl?: string | undefined
  /** Postgres connection string. Without it, the embedded database is used. */
  databaseUrl?: string | undefined
  /**
   * Folder of the embedded database (created if missing, opened by one server at a time), or
   * `memory` to keep nothing after `close()`. Default: `.airlock/data` under the working directory.
   */
  dataDir?: string | undefined
  /** Redis URL: shared caches and rate limits across instances. */
  redisUrl?: string | undefined
  /** Chains served and indexed. Default: the two local anvil chains. */
  chains?: ChainConfig[] | undefined
  /**
   * bip122 networks: balances in the data API and an Esplora-compatible API each, in front of an
   * Esplora or a node. Default: the local stack's regtest node.
   */
  bitcoinNetworks?: BitcoinNetworkConfig[] | undefined
  /** Projects besides `local-dev`, which always exists unless `includeLocalDevProject` is false. */
  projects?: ProjectConfig[] | undefined
  includeLocalDevProject?: boolean | undefined
  /** Default: a fixed table with the local tokens' prices. */
  priceSource?: PriceSource | undefined
  /** Names and avatars the identity route answers with, by address. */
  identities?: Record<string, { name: string | null; avatar?: string | null }> | undefined
  /** Largest accepted body in bytes. Default: 64 KiB. */
  bodyLimit?: number | undefined
  /** Requests per client IP per window; `false` turns it off. Default: 600 per minute. */
  rateLimit?: { max: number; timeWindowMs: number } | false | undefined
  /** `false` turns the history indexer off. */
  indexer?: IndexerOptions | false | undefined
  /** URL prefixes to rewrite when fetching NFT metadata and handing out its images. */
  metadataRewrites?: Record<string, string> | undefined
  /** How long balance answers are shared between requests, in ms. Default: 2000. */
  balanceCacheMs?: number | undefined
  /** Pino log level, or `silent`. Default: info. */
  logLevel?: string | undefined
  /**
   * The WalletConnect-compatible relay at `ws://HOST:PORT/relay`, for local work and tests;
   * `false` turns it off. With `redisUrl`, instances share its subscriptions and messages.
   */
  relay?: RelayOptions | false | undefined
}

export type AirlockServer = {
  app: FastifyInstance
  storage: Storage
  indexer: Indexer | undefined
  /** The WalletConnect-compatible relay, unless turned off. */
  relay: Relay | undefined
  /** Starts listening; resolves with the base URL. */
  listen: () => Promise<string>
  /** The base URL once listening. */
  readonly url: string | undefined
  /** Stops taking requests, lets running ones finish, stops the indexer, closes storage. */
  close: () => Promise<void>
}

const unguardedPaths = ['/health', '/ready', '/getWalletImage/', '/public/', '/verify/']

/**
 * Builds the Airlock server: storage migrated, projects loaded, routes registered, the indexer
 * following the chains. Call `listen()` to take requests.
 *
 * @example
 * const server = await createServer({ port: 0 })
 * const url = await server.listen() // http://127.0.0.1:PORT
 * await server.close()
 */
export async function createServer(options: CreateServerOptions = {}): Promise<AirlockServer> {
  const host = options.host ?? '127.0.0.1'
  const bodyLimit = options.bodyLimit ?? 64 * 1024
  const storage = await createStorage({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
  })
  let redis: Redis | undefined
  let cache: Cache = createMemoryCache()
  try {
    await migrate(storage)
    if (options.redisUrl) {
      const { Redis } = await import('ioredis')
      redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: true })
      await redis.connect()
      cache = createRedisCache(redis)
    }
  } catch (error) {
    await storage.close()
    redis?.disconnect()
    throw error
  }
  const projects = await createProjectStore(storage, [
    ...(options.includeLocalDevProject === false ? [] : [localDevProject]),
    ...(options.projects ?? []),
  ])
  for (const [address, identity] of Object.entries(options.identities ?? {})) {
    await storage.query(
      `insert into identities (address, name, avatar) values ($1, $2, $3)
       on conflict (address) do update set name = excluded.name, avatar = excluded.avatar`,
      [address.toLowerCase(), identity.name, identity.avatar ?? null],
    )
  }

  const app = Fastify({
    bodyLimit,
    logger: { level: options.logLevel ?? 'info' },
    forceCloseConnections: 'idle',
  })
  app.log.info({ storage: storage.kind, dataDir: storage.dataDir ?? null }, describe(storage))
  let url: string | undefined
  const chains = createChainRuntimes(options.chains ?? localChains)
  const indexer =
    options.indexer === false
      ? undefined
      : createIndexer(storage, [...chains.values()], options.indexer ?? {}, app.log)
  const context: ServerContext = {
    storage,
    cache,
    chains,
    bitcoinNetworks: createBitcoinRuntimes(options.bitcoinNetworks ?? localBitcoinNetworks),
    projects,
    prices: options.priceSource ?? createFixedPriceSource(localPrices),
    wallets: walletCatalogue,
    metadataRewrites: options.metadataRewrites ?? {},
    publicUrl: () => options.publicUrl ?? url ?? `http://${host}:${options.port ?? 8787}`,
    indexer,
    balanceCacheMs: options.balanceCacheMs ?? 2000,
  }

  // Any page may call: the project check below decides, and a refused page can read why.
  await app.register(cors, {
    origin: true,
    methods: ['GET', 'POST'],
    allowedHeaders: [
      'content-type',
      'authorization',
      'x-project-id',
      'x-sdk-type',
      'x-sdk-version',
    ],
    maxAge: 600,
  })
  if (options.rateLimit !== false) {
    await app.register(rateLimit, {
      max: options.rateLimit?.max ?? 600,
      timeWindow: options.rateLimit?.timeWindowMs ?? 60_000,
      ...(redis ? { redis, nameSpace: 'airlock:rate:' } : {}),
      allowList: (request) => request.url === '/health' || request.url === '/ready',
      errorResponseBuilder: (_, limit) => ({
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: `Too many requests: retry in ${limit.after}`,
      }),
    })
  }

  app.decorateRequest('project', undefined)
  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return
    const path = request.url.split('?')[0] ?? ''
    if (unguardedPaths.some((prefix) => path === prefix || path.startsWith(prefix))) return
    const query = request.query as Record<string, unknown> | undefined
    const fromQuery = typeof query?.projectId === 'string' ? query.projectId : undefined
    const fromHeader = request.headers['x-project-id']
    const projectId = fromQuery ?? (typeof fromHeader === 'string' ? fromHeader : undefined)
    const project = projectId ? projects.get(projectId) : undefined
    if (!project) throw new InvalidKeyError()
    const origin = request.headers.origin
    if (origin && !matchOrigin(origin, project.allowedOrigins))
      throw new OriginNotAllowedError(origin)
    request.project = project
  })

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) {
      if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.message)
      return reply.code(error.statusCode).send({
        statusCode: error.statusCode,
        error: reasonOf(error.statusCode),
        code: error.code,
        message: error.message,
        ...(error.details === undefined ? {} : { details: error.details }),
      })
    }
    const fastifyError = error as { code?: string; statusCode?: number; message?: string }
    if (fastifyError.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.code(413).send({
        statusCode: 413,
        error: reasonOf(413),
        code: 'BODY_TOO_LARGE',
        message: `Request body is too large (limit ${bodyLimit} bytes)`,
      })
    }
    const status = fastifyError.statusCode
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({
        statusCode: status,
        error: reasonOf(status),
        code: fastifyError.code ?? 'BAD_REQUEST',
        message:
          fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
            ? 'Invalid JSON body'
            : (fastifyError.message ?? 'Bad request'),
      })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({
      statusCode: 500,
      error: reasonOf(500),
      code: 'INTERNAL',
      message: 'Internal server error',
    })
  })
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      statusCode: 404,
      error: reasonOf(404),
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    }),
  )

  registerHealthRoutes(app, context)
  registerSupportedChainsRoutes(app, context)
  registerBalanceRoutes(app, context)
  registerBitcoinRoutes(app, context)
  registerHistoryRoutes(app, context)
  registerIdentityRoutes(app, context)
  registerGasPriceRoutes(app, context)
  registerFungiblePriceRoutes(app, context)
  registerAccountNftsRoutes(app, context)
  registerRegistryRoutes(app, context)
  registerAnalyticsRoutes(app, context)
  registerSessionRoutes(app, context)

  let relay: Relay | undefined
  let relayStore: RelayStore | undefined
  if (options.relay !== false) {
    relayStore = redis ? await createRedisRelayStore(redis) : createMemoryRelayStore()
    relay = attachRelay(app.server, relayStore, options.relay ?? {}, app.log)
    registerVerifyRoutes(app)
    // Upgraded sockets are not the HTTP server's to close: end them before it waits for them.
    app.addHook('preClose', async () => {
      await relay?.close()
    })
  }

  let closing: Promise<void> | undefined
  return {
    app,
    storage,
    indexer,
    relay,
    get url() {
      return url
    },
    async listen() {
      url = await app.listen({ host, port: options.port ?? 8787 })
      return url
    },
    close() {
      closing ??= (async () => {
        await indexer?.stop()
        await app.close()
        await relayStore?.close()
        await storage.close()
        await cache.close()
        if (redis) await redis.quit().catch(() => redis?.disconnect())
      })()
      return closing
    },
  }
}

/** Where the data lives, for the first log line: a lost in-memory database should not surprise. */
function describe(storage: Storage): string {
  if (storage.kind === 'postgres') return 'database: Postgres'
  if (storage.dataDir) return `database: embedded, in ${storage.dataDir}`
  return 'database: embedded, in memory (nothing is kept after exit)'
}

function reasonOf(status: number): string {
  const reasons: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
    500: 'Internal Server Error',
    502: 'Bad Gateway',
  }
  return reasons[status] ?? 'Error'
}
