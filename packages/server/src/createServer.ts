import proxyAddr from '@fastify/proxy-addr'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import type { Redis } from 'ioredis'
import { getAddress } from 'viem'
import { createBitcoinRuntimes } from './bitcoin/bitcoinRuntime.js'
import { type Cache, createMemoryCache, createRedisCache } from './cache/createCache.js'
import { type ChainRuntime, createChainRuntimes } from './chains/chainRuntime.js'
import { isLoopbackHost } from './config/isLoopbackHost.js'
import { localBitcoinNetworks, localBitcoinPrices } from './config/localBitcoinNetworks.js'
import { localChains, localPrices } from './config/localChains.js'
import { localSolanaNetworks, localSolanaPrices } from './config/localSolanaNetworks.js'
import { type TrustProxy, toFastifyTrustProxy } from './config/trustProxy.js'
import type {
  BitcoinNetworkConfig,
  ChainConfig,
  ProjectConfig,
  SolanaNetworkConfig,
} from './config/types.js'
import type { ServerContext } from './context.js'
import { createFrameApp, type FrameApp } from './frame/createFrameApp.js'
import { createMemoryLimiter, createRedisLimiter } from './frame/createLimiter.js'
import type { FrameServerOptions } from './frame/frameOptions.js'
import { closeGracefully } from './http/closeGracefully.js'
import { InvalidKeyError, OriginNotAllowedError } from './http/errors.js'
import { installCors } from './http/installCors.js'
import { installErrorHandling } from './http/installErrorHandling.js'
import { installRateLimit } from './http/installRateLimit.js'
import { installSecurityHeaders } from './http/installSecurityHeaders.js'
import { lazyChildLoggerFactory } from './http/lazyRequestLogger.js'
import { createIndexer, type Indexer, type IndexerOptions } from './indexer/createIndexer.js'
import { createCoinbasePayProvider } from './onramp/coinbasePayProvider.js'
import { createSandboxProvider, type SandboxOnramp } from './onramp/createSandboxProvider.js'
import { createMeldProvider } from './onramp/meldProvider.js'
import type { OnrampProvider } from './onramp/onrampProvider.js'
import { registerSandboxCheckout } from './onramp/sandboxCheckout.js'
import { createFixedPriceSource, type PriceSource } from './prices/priceSource.js'
import { createProjectStore, localDevProject } from './projects/projectStore.js'
import { importExplorerWallets } from './registry/importExplorerWallets.js'
import { loadRegistry } from './registry/loadRegistry.js'
import { attachRelay, type Relay, type RelayOptions } from './relay/createRelay.js'
import { createRedisRelayStore } from './relay/redisRelayStore.js'
import { createMemoryRelayStore, type RelayStore } from './relay/relayStore.js'
import { registerAccountNftsRoutes } from './routes/accountNftsRoutes.js'
import { registerAnalyticsRoutes } from './routes/analyticsRoutes.js'
import { registerBalanceRoutes } from './routes/balanceRoutes.js'
import { registerBitcoinRoutes } from './routes/bitcoinRoutes.js'
import { registerConvertRoutes } from './routes/convertRoutes.js'
import { registerFungiblePriceRoutes } from './routes/fungiblePriceRoutes.js'
import { registerGasPriceRoutes } from './routes/gasPriceRoutes.js'
import { registerHealthRoutes } from './routes/healthRoutes.js'
import { registerHistoryRoutes } from './routes/historyRoutes.js'
import { registerIdentityRoutes } from './routes/identityRoutes.js'
import { registerOnrampRoutes } from './routes/onrampRoutes.js'
import { registerProfileRoutes } from './routes/profileRoutes.js'
import { registerRegistryRoutes } from './routes/registryRoutes.js'
import { registerRpcRoutes } from './routes/rpcRoutes.js'
import { registerSessionRoutes } from './routes/sessionRoutes.js'
import { registerSupportedChainsRoutes } from './routes/supportedChainsRoutes.js'
import { registerVerifyRoutes } from './routes/verifyRoutes.js'
import { createUpstreamPool, type UpstreamPool } from './rpc/createUpstreamPool.js'
import { rpcDialectOf } from './rpc/rpcDialects.js'
import { defaultUpstreams, type RpcOptions, resolveRpcOptions } from './rpc/rpcOptions.js'
import { createSolanaRuntimes } from './solana/solanaRuntime.js'
import { type ChainDataSources, parseChainDataSources } from './sources/chainDataSources.js'
import { createDataSources, indexedChains } from './sources/createDataSources.js'
import { createEnsNames } from './sources/names/createEnsNames.js'
import { createPriceSources } from './sources/prices/createPriceSources.js'
import {
  type NetworkPriceDriverConfig,
  networkPriceDriversSchema,
} from './sources/prices/priceDriversConfig.js'
import { InvalidNetworkPricesError } from './sources/prices/priceErrors.js'
import { createStorage } from './storage/createStorage.js'
import { migrate } from './storage/migrations.js'
import type { Storage } from './storage/types.js'
import { createUniswapV2Source } from './swap/createUniswapV2Source.js'
import { createUniswapV3Source } from './swap/createUniswapV3Source.js'
import type { SwapQuoteSource } from './swap/swapQuoteSource.js'

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
  /**
   * Solana networks: SOL and SPL balances and history in the data API. Default: the local stack's
   * chain (RPC on 8899).
   */
  solanaNetworks?: SolanaNetworkConfig[] | undefined
  /** Projects besides `local-dev` (see `includeLocalDevProject`). */
  projects?: ProjectConfig[] | undefined
  /**
   * The `local-dev` project (local pages, the public owner key `local-dev-owner`). Default: on when
   * `host` is a loopback address, off otherwise (then it is not served even if stored earlier).
   */
  includeLocalDevProject?: boolean | undefined
  /**
   * The proxies (a load balancer, HAProxy) whose `X-Forwarded-For` and `X-Forwarded-Proto` are
   * believed, on both listeners: a hop count, or their addresses and CIDR ranges. Every limit keyed
   * on the client's address uses the client behind them. Default: none (the socket's address).
   */
  trustProxy?: TrustProxy | undefined
  /**
   * Asked for what no price driver of `chains[].data.prices` or `networkPrices` prices. Default: a
   * fixed table with the local tokens' prices.
   */
  priceSource?: PriceSource | undefined
  /**
   * Price drivers of networks that are not EVM chains, by CAIP-2 id (SOL, BTC): `http` or `fixed`,
   * in order. Default: none.
   */
  networkPrices?: Record<string, NetworkPriceDriverConfig[]> | undefined
  /** Names and avatars the identity route answers with, by address. */
  identities?: Record<string, { name: string | null; avatar?: string | null }> | undefined
  /** Largest accepted body in bytes. Default: 64 KiB. */
  bodyLimit?: number | undefined
  /** Requests per client IP per window; `false` turns it off. Default: 600 per minute. */
  rateLimit?: { max: number; timeWindowMs: number } | false | undefined
  /**
   * Swap quote sources by CAIP-2 id (an aggregator's API, say), over those built from each chain's
   * `dex`. A chain with neither answers 'Network not supported for Swaps'.
   */
  swapSources?: Record<string, SwapQuoteSource> | undefined
  /**
   * On-ramp providers, in the order the Buy view offers them: the local sandbox (a checkout page on
   * this server; the tokens come from `treasuryKey`'s account), Coinbase Pay, Meld, or your own.
   * Default: none (options and quotes answer with the built-in list and mock quotes).
   */
  onramp?: { providers: OnrampProviderConfig[] } | undefined
  /**
   * The built-in history indexer, for the chains whose history it serves (every chain without
   * another history driver). `false` turns it off.
   */
  indexer?: IndexerOptions | false | undefined
  /**
   * Each chain's data sources by chain id, over the chain's own `data` (one key per kind of data;
   * see `src/sources/README.md`): `{ 1: { history: { driver: 'otterscan' } } }`. Checked at start:
   * a bad entry throws `InvalidDataSourceConfigError`.
   */
  dataSources?: Record<number | string, ChainDataSources> | undefined
  /** URL prefixes to rewrite when fetching NFT metadata and handing out its images. */
  metadataRewrites?: Record<string, string> | undefined
  /**
   * Where NFT metadata may be read from. By default only public https hosts (and `ipfs://`
   * through `ipfsGateway`, default `https://ipfs.io/ipfs/`); `allowHosts` (`host` or `host:port`)
   * may also be read over http and at private addresses, such as the local devnet's
   * `127.0.0.1:8547`.
   */
  nftMetadata?: { allowHosts?: string[] | undefined; ipfsGateway?: string | undefined } | undefined
  /**
   * How long balance answers are shared between requests, in ms; for as long again after that an
   * answer is sent at once while it is refreshed. Default: 2000.
   */
  balanceCacheMs?: number | undefined
  /** Pino log level, or `silent`. Default: info. */
  logLevel?: string | undefined
  /**
   * One log line per request received and per answer sent, at `info`. Default: off (at thousands
   * of requests a second they cost more than the cached answers they describe); failures are
   * logged either way.
   */
  logRequests?: boolean | undefined
  /**
   * The WalletConnect-compatible relay at `ws://HOST:PORT/relay`, for local work and tests:
   * `false` turns it off, options turn it on. Default: on when `host` is a loopback address, off
   * otherwise. With `redisUrl`, instances share its subscriptions and messages.
   */
  relay?: RelayOptions | false | undefined
  /**
   * The RPC route `POST /v1/?chainId={caip2}&projectId={id}` for every configured EVM chain: an
   * upstream pool per chain with failover, a method allowlist, a cache of immutable answers, rate
   * limits per project and per IP. `false` turns it off.
   */
  rpc?: RpcOptions | false | undefined
  /**
   * The frame backend (email login over SMTP, frame sessions, key shares) and the frame site, on a
   * second listener: the frame's own origin. `false` turns it off.
   */
  frame?: FrameServerOptions | false | undefined
  /**
   * Where `airlock-server import-wallets` imports the registry from (WalletConnect's explorer by
   * default), and with `intervalMs`, a schedule: the server imports every `intervalMs` (and at
   * start when nothing was imported yet). The registry is the last import, else the bundled one.
   */
  registryImport?: RegistryImportOptions | undefined
}

type RegistryImportOptions = {
  url?: string | undefined
  projectId?: string | undefined
  intervalMs?: number | undefined
}

export type OnrampProviderConfig =
  | { type: 'sandbox'; treasuryKey: `0x${string}`; feePercent?: number | undefined }
  | { type: 'coinbase'; appId: string; baseUrl?: string | undefined }
  | { type: 'meld'; publicKey: string; baseUrl?: string | undefined }
  | OnrampProvider

export type AirlockServer = {
  app: FastifyInstance
  storage: Storage
  indexer: Indexer | undefined
  /** The WalletConnect-compatible relay, unless turned off. */
  relay: Relay | undefined
  /** The RPC route's upstream pools by CAIP-2 id (empty when the route is off). */
  rpcPools: Map<string, UpstreamPool>
  /** Starts listening; resolves with the base URL. */
  listen: () => Promise<string>
  /** The base URL once listening. */
  readonly url: string | undefined
  /** The frame origin's listener, unless turned off. */
  frame: FrameApp | undefined
  /** The frame origin's loopback URL once listening (its public origin: `frame.publicOrigin()`). */
  readonly frameUrl: string | undefined
  /** Stops taking requests, lets running ones finish, stops the indexer, closes storage. */
  close: () => Promise<void>
}

const unguardedPaths = [
  '/health',
  '/ready',
  '/getWalletImage/',
  '/public/',
  '/verify/',
  '/onramp/sandbox/',
]

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
  const trustProxy = toFastifyTrustProxy(options.trustProxy)
  const includeLocalDevProject = options.includeLocalDevProject ?? isLoopbackHost(host)
  // Checked before anything opens: a bad data source throws InvalidDataSourceConfigError.
  const networkPrices = checkNetworkPrices(options.networkPrices ?? {})
  const chainConfigs = withDataSources(options.chains ?? localChains, options.dataSources ?? {})
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
  const projects = await createProjectStore(
    storage,
    [...(includeLocalDevProject ? [localDevProject] : []), ...(options.projects ?? [])],
    { omit: includeLocalDevProject ? [] : [localDevProject.id] },
  )
  for (const [address, identity] of Object.entries(options.identities ?? {})) {
    await storage.query(
      `insert into identities (address, name, avatar) values ($1, $2, $3)
       on conflict (address) do update set name = excluded.name, avatar = excluded.avatar`,
      [address.toLowerCase(), identity.name, identity.avatar ?? null],
    )
  }

  const app = Fastify({
    bodyLimit,
    trustProxy,
    logger: { level: options.logLevel ?? 'info' },
    logController: new LogController({ disableRequestLogging: !options.logRequests }),
    childLoggerFactory: lazyChildLoggerFactory,
    forceCloseConnections: 'idle',
  })
  app.log.info({ storage: storage.kind, dataDir: storage.dataDir ?? null }, describe(storage))
  let url: string | undefined
  const chains = createChainRuntimes(chainConfigs)
  // Only the chains whose history the indexer serves are indexed (and waited for by /ready).
  const followed = indexedChains(chains.values())
  const indexer =
    options.indexer === false || followed.length === 0
      ? undefined
      : createIndexer(storage, followed, options.indexer ?? {}, app.log)
  const registry = await loadRegistry(storage)
  const nftMetadata = {
    rewrites: options.metadataRewrites ?? {},
    allowHosts: options.nftMetadata?.allowHosts ?? [],
    ipfsGateway: options.nftMetadata?.ipfsGateway ?? 'https://ipfs.io/ipfs/',
    timeoutMs: 5_000,
    maxBytes: 256 * 1024,
    maxRedirects: 3,
  }
  const dataSources = createDataSources(storage, chains.values(), nftMetadata)
  const context: ServerContext = {
    storage,
    cache,
    chains,
    bitcoinNetworks: createBitcoinRuntimes(options.bitcoinNetworks ?? localBitcoinNetworks),
    solanaNetworks: createSolanaRuntimes(options.solanaNetworks ?? localSolanaNetworks),
    projects,
    prices: createPriceSources({
      chains: chains.values(),
      networks: networkPrices,
      fallback:
        options.priceSource ??
        createFixedPriceSource({ ...localPrices, ...localBitcoinPrices, ...localSolanaPrices }),
      onDriverError: (driver, error) =>
        app.log.warn({ err: error, driver: driver.name }, 'a price driver failed'),
    }),
    wallets: registry.wallets,
    walletImageUrls: registry.imageUrls,
    nftMetadata,
    publicUrl: () => options.publicUrl ?? url ?? `http://${host}:${options.port ?? 8787}`,
    indexer,
    dataSources,
    balanceCacheMs: options.balanceCacheMs ?? 2000,
    swapSources: createSwapSources(chains, options.swapSources ?? {}),
    names: createEnsNames({ chains, cache, access: nftMetadata }),
  }

  // Any page may call: the project check below decides, and a refused page can read why.
  installCors(app)
  if (options.rateLimit !== false) {
    installRateLimit(app, {
      max: options.rateLimit?.max ?? 600,
      windowMs: options.rateLimit?.timeWindowMs ?? 60_000,
      redis,
    })
  }

  app.decorateRequest('project', undefined)
  // A hook with a callback, not an async one: no promise per request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method === 'OPTIONS') return done()
    const path = request.url.split('?')[0] ?? ''
    if (unguardedPaths.some((prefix) => path === prefix || path.startsWith(prefix))) return done()
    const query = request.query as Record<string, unknown> | undefined
    const fromQuery = typeof query?.projectId === 'string' ? query.projectId : undefined
    const fromHeader = request.headers['x-project-id']
    const projectId = fromQuery ?? (typeof fromHeader === 'string' ? fromHeader : undefined)
    const project = projectId ? projects.get(projectId) : undefined
    if (!project) return done(new InvalidKeyError())
    const origin = request.headers.origin
    if (origin && !projects.allowsOrigin(project, origin)) {
      return done(new OriginNotAllowedError(origin))
    }
    request.project = project
    done()
  })

  installErrorHandling(app, bodyLimit)
  installSecurityHeaders(app)

  const rpcPools = new Map<string, UpstreamPool>()
  registerHealthRoutes(app, context, rpcPools)
  registerSupportedChainsRoutes(app, context)
  registerBalanceRoutes(app, context)
  registerBitcoinRoutes(app, context)
  registerHistoryRoutes(app, context)
  registerIdentityRoutes(app, context)
  registerProfileRoutes(app, context)
  registerGasPriceRoutes(app, context)
  registerConvertRoutes(app, context)
  registerFungiblePriceRoutes(app, context)
  registerAccountNftsRoutes(app, context)
  registerRegistryRoutes(app, context)
  registerAnalyticsRoutes(app, context)
  registerSessionRoutes(app, context)
  let sandbox: SandboxOnramp | undefined
  const onrampProviders = (options.onramp?.providers ?? []).map((config): OnrampProvider => {
    if (!('type' in config)) return config
    if (config.type === 'coinbase') return createCoinbasePayProvider(config)
    if (config.type === 'meld') return createMeldProvider(config)
    sandbox = createSandboxProvider(context, config)
    return sandbox
  })
  registerOnrampRoutes(app, onrampProviders, sandbox)
  if (sandbox) await registerSandboxCheckout(app, sandbox)

  if (options.rpc !== false) {
    const rpc = resolveRpcOptions(options.rpc ?? {})
    for (const [chainId, urls] of defaultUpstreams(
      [...chains.values()],
      options.solanaNetworks ?? localSolanaNetworks,
      options.bitcoinNetworks ?? localBitcoinNetworks,
    )) {
      const configured = rpc.upstreams[chainId] ?? rpc.upstreams[chainId.replace(/^eip155:/, '')]
      const dialect = rpcDialectOf(chainId)
      if (!dialect || (configured ?? urls).length === 0) continue
      rpcPools.set(
        chainId,
        createUpstreamPool({
          chainId,
          urls: configured ?? urls,
          probe: dialect.probe,
          timeoutMs: rpc.timeoutMs,
          maxResponseBytes: rpc.maxResponseBytes,
          healthCheckIntervalMs: rpc.healthCheckIntervalMs,
          log: app.log,
        }),
      )
    }
    registerRpcRoutes(app, context, {
      pools: rpcPools,
      limiter: redis ? createRedisLimiter(redis, 'airlock:rpc:') : createMemoryLimiter(),
      options: rpc,
    })
  }

  let relay: Relay | undefined
  let relayStore: RelayStore | undefined
  const relayOptions = options.relay ?? (isLoopbackHost(host) ? {} : false)
  if (relayOptions !== false) {
    relayStore = redis ? await createRedisRelayStore(redis) : createMemoryRelayStore()
    relay = attachRelay(app.server, relayStore, relayOptions, app.log, {
      isKnownProject: (projectId) => projects.get(projectId) !== undefined,
      publicUrl: options.publicUrl,
      // The same address Fastify gives the routes' limits (`request.ip`), from the same trust.
      clientAddress: (request) =>
        proxyAddr(request, trustProxy === false ? () => false : trustProxy),
    })
    registerVerifyRoutes(app)
    // Upgraded sockets are not the HTTP server's to close: end them before it waits for them.
    app.addHook('preClose', async () => {
      await relay?.close()
    })
  }

  const frame =
    options.frame === false
      ? undefined
      : createFrameApp(context, {
          ...options.frame,
          host,
          defaultPort: options.port === 0 ? 0 : 8788,
          bodyLimit,
          trustProxy,
          logLevel: options.logLevel ?? 'info',
          redis,
        })
  let frameUrl: string | undefined

  let importTimer: NodeJS.Timeout | undefined
  let importing: Promise<void> | undefined
  const runImport = (schedule: RegistryImportOptions) => {
    importing ??= importExplorerWallets(storage, schedule)
      .then(({ wallets, refused }) => {
        context.wallets = wallets.map((item) => item.wallet)
        context.walletImageUrls = new Map(
          wallets.flatMap((item) => (item.imageUrl ? [[item.wallet.image_id, item.imageUrl]] : [])),
        )
        app.log.info(
          { stored: wallets.length, refused: refused.length },
          'wallet registry imported',
        )
      })
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'wallet registry import failed; the registry is unchanged')
      })
      .finally(() => {
        importing = undefined
      })
  }

  let closing: Promise<void> | undefined
  return {
    app,
    storage,
    indexer,
    relay,
    rpcPools,
    frame,
    get url() {
      return url
    },
    get frameUrl() {
      return frameUrl
    },
    async listen() {
      url = await app.listen({ host, port: options.port ?? 8787 })
      if (frame) frameUrl = await frame.listen()
      const schedule = options.registryImport
      if (schedule?.intervalMs && !importTimer) {
        if (registry.source === 'bundled') runImport(schedule)
        importTimer = setInterval(() => runImport(schedule), schedule.intervalMs)
        importTimer.unref()
      }
      return url
    },
    close() {
      closing ??= (async () => {
        clearInterval(importTimer)
        await importing
        await indexer?.stop()
        for (const pool of rpcPools.values()) pool.close()
        await frame?.close()
        await closeGracefully(app)
        await relayStore?.close()
        await storage.close()
        await cache.close()
        if (redis) await redis.quit().catch(() => redis?.disconnect())
      })()
      return closing
    },
  }
}

/** Each non-EVM network's price drivers, checked; throws `InvalidNetworkPricesError`. */
function checkNetworkPrices(
  networks: Record<string, unknown>,
): Record<string, NetworkPriceDriverConfig[]> {
  return Object.fromEntries(
    Object.entries(networks).map(([caipId, value]) => {
      const parsed = networkPriceDriversSchema.safeParse(value)
      if (parsed.success) return [caipId, parsed.data]
      const issue = parsed.error.issues[0]
      throw new InvalidNetworkPricesError(
        caipId,
        `${['networkPrices', caipId, ...(issue?.path ?? [])].join('.')}: ${issue?.message ?? 'invalid'}`,
      )
    }),
  )
}

/** The chains with their data sources checked, `dataSources` entries over their own `data`. */
function withDataSources(
  chains: readonly ChainConfig[],
  dataSources: Record<number | string, ChainDataSources>,
): ChainConfig[] {
  return chains.map((chain) => ({
    ...chain,
    data: {
      ...parseChainDataSources(chain.id, chain.data),
      ...parseChainDataSources(chain.id, dataSources[chain.id]),
    },
  }))
}

function createSwapSources(
  chains: Map<string, ChainRuntime>,
  configured: Record<string, SwapQuoteSource>,
): Map<string, SwapQuoteSource> {
  const sources = new Map<string, SwapQuoteSource>()
  for (const chain of chains.values()) {
    const dex = chain.config.dex
    if (dex?.type !== 'uniswap-v2') continue
    const v2 = createUniswapV2Source({
      client: chain.client,
      chain: chain.config,
      router: getAddress(dex.router),
      weth: getAddress(dex.weth),
    })
    sources.set(
      chain.caipId,
      dex.v3
        ? createUniswapV3Source({
            client: chain.client,
            quoterV2: getAddress(dex.v3.quoterV2),
            swapRouter02: getAddress(dex.v3.swapRouter02),
            weth: getAddress(dex.weth),
            v2,
          })
        : v2,
    )
  }
  for (const [chainId, source] of Object.entries(configured)) sources.set(chainId, source)
  return sources
}

/** Where the data lives, for the first log line: a lost in-memory database should not surprise. */
function describe(storage: Storage): string {
  if (storage.kind === 'postgres') return 'database: Postgres'
  if (storage.dataDir) return `database: embedded, in ${storage.dataDir}`
  return 'database: embedded, in memory (nothing is kept after exit)'
}
