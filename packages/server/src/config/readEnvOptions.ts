import { z } from 'zod'
import type { CreateServerOptions } from '../createServer.js'
import { InvalidEnvironmentError } from '../errors/configErrors.js'
import {
  type PaymasterOptions,
  paymasterOptionsSchema,
} from '../frame/paymaster/paymasterOptions.js'
import { chainDataSourcesSchema } from '../sources/chainDataSources.js'
import { networkPriceDriversSchema } from '../sources/prices/priceDriversConfig.js'
import { isLoopbackHost } from './isLoopbackHost.js'
import { trustProxyEnvSchema } from './trustProxy.js'

const json = <schema extends z.ZodType>(schema: schema) =>
  z
    .string()
    .transform((text, context) => {
      try {
        return JSON.parse(text) as unknown
      } catch {
        context.addIssue({ code: 'custom', message: 'must be JSON' })
        return z.NEVER
      }
    })
    .pipe(schema)

const evmAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'an address')

const chainsSchema = z.array(
  z.object({
    id: z.number().int().positive(),
    name: z.string(),
    rpcUrl: z.string().url(),
    nativeCurrency: z.object({ name: z.string(), symbol: z.string(), decimals: z.number().int() }),
    tokens: z
      .array(
        z.object({
          address: z.string(),
          name: z.string(),
          symbol: z.string(),
          decimals: z.number().int(),
        }),
      )
      .default([]),
    ensUniversalResolver: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/, 'an address')
      .optional(),
    dex: z
      .object({
        type: z.literal('uniswap-v2'),
        router: evmAddressSchema,
        weth: evmAddressSchema,
        v3: z.object({ quoterV2: evmAddressSchema, swapRouter02: evmAddressSchema }).optional(),
      })
      .optional(),
    data: chainDataSourcesSchema.optional(),
  }),
)

const bitcoinNetworksSchema = z.array(
  z.object({
    caipNetworkId: z
      .string()
      .regex(/^bip122:[-_a-zA-Z0-9]{1,32}$/)
      .transform((id) => id as `bip122:${string}`),
    name: z.string(),
    addressFormat: z.enum(['mainnet', 'testnet', 'regtest']),
    source: z.discriminatedUnion('type', [
      z.object({ type: z.literal('esplora'), url: z.string().url() }),
      z.object({
        type: z.literal('core'),
        rpcUrl: z.string().url(),
        rpcUser: z.string().optional(),
        rpcPassword: z.string().optional(),
      }),
    ]),
    fallbackFeeRate: z.number().positive().optional(),
  }),
)

const solanaNetworksSchema = z.array(
  z.object({
    caipNetworkId: z
      .string()
      .regex(/^solana:[1-9A-HJ-NP-Za-km-z]{1,32}$/)
      .transform((id) => id as `solana:${string}`),
    name: z.string(),
    rpcUrl: z.string().url(),
    tokens: z
      .array(
        z.object({
          address: z.string(),
          name: z.string(),
          symbol: z.string(),
          decimals: z.number().int(),
        }),
      )
      .default([]),
  }),
)

const socialProviderSchema = z
  .object({
    clientId: z.string().min(1),
    clientSecret: z.string().min(1).optional(),
    appleKey: z
      .object({ teamId: z.string(), keyId: z.string(), privateKeyPem: z.string() })
      .optional(),
    issuer: z.string().url().optional(),
    authorizationEndpoint: z.string().url().optional(),
    tokenEndpoint: z.string().url().optional(),
    userinfoEndpoint: z.string().url().optional(),
    scope: z.string().optional(),
    responseMode: z.enum(['query', 'form_post']).optional(),
    userNameField: z.string().optional(),
    subjectField: z.string().optional(),
  })
  .strict()

const socialSchema = z
  .object({
    google: socialProviderSchema.optional(),
    github: socialProviderSchema.optional(),
    apple: socialProviderSchema.optional(),
    facebook: socialProviderSchema.optional(),
    x: socialProviderSchema.optional(),
    discord: socialProviderSchema.optional(),
  })
  .strict()

const farcasterSchema = z
  .object({
    rpcUrl: z.string().url(),
    idRegistry: z
      .string()
      .regex(/^0x[0-9a-fA-F]{40}$/)
      .transform((value) => value as `0x${string}`)
      .optional(),
    relayUrl: z.string().url().optional(),
    relayAuthKey: z.string().min(16).optional(),
    channelUrlBase: z.string().url().optional(),
  })
  .strict()
  .refine((value) => value.relayUrl || value.relayAuthKey, 'needs relayUrl or relayAuthKey')

const projectsSchema = z.array(
  z.object({
    id: z.string().min(1),
    name: z.string().optional(),
    allowedOrigins: z.array(z.string()),
    ownerKey: z.string().min(8).optional(),
    analyticsEnabled: z.boolean().optional(),
  }),
)

/** `host` or `host:port` as a URL writes it (`127.0.0.1:8547`, `[::1]:80`), lowercased. */
const hostSchema = z
  .string()
  .regex(/^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/i, 'host or host:port, no scheme or path')
  .refine((host) => URL.canParse(`http://${host}`), 'host or host:port, no scheme or path')
  .transform((host) => new URL(`http://${host}`).host)

const envSchema = z.object({
  HOST: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  AIRLOCK_PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().optional(),
  AIRLOCK_DATA_DIR: z.string().optional(),
  REDIS_URL: z.string().optional(),
  AIRLOCK_CHAINS: json(chainsSchema).optional(),
  AIRLOCK_BITCOIN_NETWORKS: json(bitcoinNetworksSchema).optional(),
  AIRLOCK_SOLANA_NETWORKS: json(solanaNetworksSchema).optional(),
  AIRLOCK_PROJECTS: json(projectsSchema).optional(),
  AIRLOCK_LOCAL_DEV_PROJECT: z.enum(['on', 'off']).optional(),
  /** Proxies believed about the client's address: a hop count, or addresses and CIDR ranges. */
  AIRLOCK_TRUST_PROXY: trustProxyEnvSchema.optional(),
  AIRLOCK_BODY_LIMIT: z.coerce.number().int().positive().optional(),
  AIRLOCK_RATE_LIMIT_MAX: z.coerce.number().int().min(0).optional(),
  AIRLOCK_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().optional(),
  AIRLOCK_INDEXER: z.enum(['on', 'off']).optional(),
  AIRLOCK_INDEXER_POLL_MS: z.coerce.number().int().positive().optional(),
  AIRLOCK_INDEXER_START_BLOCK: z.coerce.number().int().min(0).optional(),
  /** Each chain's data sources by chain id, JSON: `{"1": {"history": {"driver": "otterscan"}}}`. */
  /** Price drivers of non-EVM networks (SOL, BTC) by CAIP-2 id: `http` or `fixed`, in order. */
  AIRLOCK_NETWORK_PRICES: json(z.record(z.string().min(3), networkPriceDriversSchema)).optional(),
  AIRLOCK_DATA_SOURCES: json(
    z.record(z.string().regex(/^\d+$/, 'a chain id'), chainDataSourcesSchema),
  ).optional(),
  AIRLOCK_METADATA_REWRITES: json(z.record(z.string(), z.string())).optional(),
  /** Hosts NFT metadata may also be read from over http and at private addresses. */
  AIRLOCK_NFT_METADATA_ALLOW_HOSTS: z
    .string()
    .transform((value) => value.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(hostSchema).min(1))
    .optional(),
  AIRLOCK_IPFS_GATEWAY: z
    .string()
    .url()
    .refine((value) => /^https?:\/\//.test(value), 'an http(s) URL')
    .transform((value) => (value.endsWith('/') ? value : `${value}/`))
    .optional(),
  AIRLOCK_RELAY: z.enum(['on', 'off']).optional(),
  AIRLOCK_RELAY_MAX_MESSAGE_BYTES: z.coerce.number().int().positive().optional(),
  AIRLOCK_RELAY_MAX_CONNECTIONS_PER_IP: z.coerce.number().int().positive().optional(),
  AIRLOCK_RELAY_MAX_CLIENT_BYTES: z.coerce.number().int().positive().optional(),
  AIRLOCK_RELAY_MAX_TOTAL_BYTES: z.coerce.number().int().positive().optional(),
  AIRLOCK_FRAME: z.enum(['on', 'off']).optional(),
  AIRLOCK_FRAME_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  AIRLOCK_FRAME_ORIGIN: z
    .string()
    .url()
    .refine((value) => new URL(value).origin === value.replace(/\/+$/, ''), 'must be an origin')
    .optional(),
  AIRLOCK_FRAME_SITE_DIR: z.string().optional(),
  AIRLOCK_FRAME_CONNECT_SRC: z.string().optional(),
  AIRLOCK_FRAME_DEVICE_APPROVAL: z.enum(['on', 'off']).optional(),
  AIRLOCK_FRAME_CODE_SECRET: z.string().min(16).optional(),
  AIRLOCK_FRAME_EMAIL_COOLDOWN_MS: z.coerce.number().int().min(1).optional(),
  /** Distinct addresses one client may start email logins for in an hour (default 10). */
  AIRLOCK_FRAME_ADDRESSES_PER_IP: z.coerce.number().int().min(1).optional(),
  /** Social login clients, JSON: `{"google": {"clientId": "…", "clientSecret": "…"}, …}`. */
  AIRLOCK_FRAME_SOCIAL: json(socialSchema).optional(),
  /**
   * Sign In With Farcaster, JSON: `{"rpcUrl": "<Optimism RPC>", "relayUrl":
   * "https://relay.farcaster.xyz"}` (or `relayAuthKey` for the built-in relay).
   */
  AIRLOCK_FRAME_FARCASTER: json(farcasterSchema).optional(),
  /** ERC-4337 bundlers by EVM chain id, JSON: `{"31337": "http://127.0.0.1:4337/rpc"}`. */
  AIRLOCK_FRAME_BUNDLERS: json(z.record(z.string().regex(/^\d+$/), z.string().url())).optional(),
  /**
   * Verifying paymasters that sponsor the smart account's gas, by EVM chain id, JSON:
   * `{"31337": {"address": "0x…", "signerKey": "0x…", "dailyOperations": 20}}` (`PaymasterOptions`).
   */
  AIRLOCK_FRAME_PAYMASTERS: json(
    z.record(z.string().regex(/^\d+$/), paymasterOptionsSchema),
  ).optional(),
  AIRLOCK_SMTP_HOST: z.string().optional(),
  AIRLOCK_SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  AIRLOCK_SMTP_SECURE: z.enum(['true', 'false']).optional(),
  AIRLOCK_SMTP_USER: z.string().optional(),
  AIRLOCK_SMTP_PASS: z.string().optional(),
  AIRLOCK_SMTP_FROM: z.string().optional(),
  AIRLOCK_RPC: z.enum(['on', 'off']).optional(),
  AIRLOCK_RPC_PROJECT_RATE_LIMIT_MAX: z.coerce.number().int().min(0).optional(),
  AIRLOCK_RPC_IP_RATE_LIMIT_MAX: z.coerce.number().int().min(0).optional(),
  AIRLOCK_RPC_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().optional(),
  AIRLOCK_RPC_MAX_REQUEST_BYTES: z.coerce.number().int().positive().optional(),
  AIRLOCK_RPC_MAX_RESPONSE_BYTES: z.coerce.number().int().positive().optional(),
  AIRLOCK_RPC_MAX_BATCH: z.coerce.number().int().positive().optional(),
  AIRLOCK_RPC_TIMEOUT_MS: z.coerce.number().int().positive().optional(),
  AIRLOCK_RPC_HEALTH_CHECK_MS: z.coerce.number().int().min(0).optional(),
  AIRLOCK_RPC_FINALITY_BLOCKS: z.coerce.number().int().min(0).optional(),
  AIRLOCK_RPC_MAX_LOGS_BLOCK_RANGE: z.coerce.number().int().min(0).optional(),
  AIRLOCK_RPC_UPSTREAMS: json(
    z.record(
      z.string().regex(/^(eip155|solana|bip122):[-_a-zA-Z0-9]{1,32}$/, 'a CAIP-2 chain id'),
      z.array(z.string().url()).min(1),
    ),
  ).optional(),
  AIRLOCK_REGISTRY_IMPORT_URL: z.string().url().optional(),
  AIRLOCK_REGISTRY_IMPORT_PROJECT_ID: z.string().min(1).optional(),
  AIRLOCK_REGISTRY_IMPORT_INTERVAL_MS: z.coerce.number().int().min(60_000).optional(),
  /** Turns on the sandbox on-ramp: the key of the account whose tokens it hands out. */
  AIRLOCK_ONRAMP_SANDBOX_KEY: z
    .string()
    .regex(/^0x[0-9a-fA-F]{64}$/, 'a 32-byte hex private key')
    .optional(),
  AIRLOCK_ONRAMP_COINBASE_APP_ID: z.string().optional(),
  AIRLOCK_ONRAMP_MELD_PUBLIC_KEY: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  AIRLOCK_LOG_REQUESTS: z.enum(['on', 'off']).optional(),
})

/** `AIRLOCK_RPC_<chain id>`: the chain's upstream RPC nodes, comma or space separated, in order. */
const rpcUpstreamVariable = /^AIRLOCK_RPC_(\d+)$/
const rpcUpstreamsSchema = z
  .string()
  .transform((value) => value.split(/[\s,]+/).filter(Boolean))
  .pipe(z.array(z.string().url()).min(1))

/**
 * Server options from environment variables (see the README's table). Throws one error listing
 * every bad variable.
 */
export function readEnvOptions(env: Record<string, string | undefined>): CreateServerOptions {
  const set = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string>
  const parsed = envSchema.safeParse(set)
  const lines = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
  const rpcUpstreams: Record<number | string, string[]> = {}
  for (const [name, value] of Object.entries(set)) {
    const chainId = rpcUpstreamVariable.exec(name)?.[1]
    if (!chainId) continue
    const urls = rpcUpstreamsSchema.safeParse(value)
    if (urls.success) rpcUpstreams[Number(chainId)] = urls.data
    else lines.push(`  ${name}: a list of RPC URLs, comma separated`)
  }
  if (!parsed.success || lines.length > 0) {
    throw new InvalidEnvironmentError(lines)
  }
  const e = parsed.data
  const rpcWindowMs = e.AIRLOCK_RPC_RATE_LIMIT_WINDOW_MS ?? 60_000
  const rpcLimit = (max: number | undefined) =>
    max === 0 ? false : max === undefined ? undefined : { max, windowMs: rpcWindowMs }
  const smtp =
    e.AIRLOCK_SMTP_HOST === undefined
      ? undefined
      : {
          host: e.AIRLOCK_SMTP_HOST,
          port: e.AIRLOCK_SMTP_PORT ?? (e.AIRLOCK_SMTP_SECURE === 'true' ? 465 : 587),
          secure: e.AIRLOCK_SMTP_SECURE === 'true',
          user: e.AIRLOCK_SMTP_USER,
          pass: e.AIRLOCK_SMTP_PASS,
          from: e.AIRLOCK_SMTP_FROM ?? `Airlock <login@${e.AIRLOCK_SMTP_HOST}>`,
        }
  return {
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.AIRLOCK_PUBLIC_URL,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.AIRLOCK_DATA_DIR,
    redisUrl: e.REDIS_URL,
    chains: e.AIRLOCK_CHAINS,
    bitcoinNetworks: e.AIRLOCK_BITCOIN_NETWORKS,
    solanaNetworks: e.AIRLOCK_SOLANA_NETWORKS,
    projects: e.AIRLOCK_PROJECTS,
    // Unset: on for a loopback HOST only (createServer decides).
    includeLocalDevProject:
      e.AIRLOCK_LOCAL_DEV_PROJECT === undefined ? undefined : e.AIRLOCK_LOCAL_DEV_PROJECT === 'on',
    trustProxy: e.AIRLOCK_TRUST_PROXY,
    bodyLimit: e.AIRLOCK_BODY_LIMIT,
    rateLimit:
      e.AIRLOCK_RATE_LIMIT_MAX === 0
        ? false
        : {
            max: e.AIRLOCK_RATE_LIMIT_MAX ?? 600,
            timeWindowMs: e.AIRLOCK_RATE_LIMIT_WINDOW_MS ?? 60_000,
          },
    indexer:
      e.AIRLOCK_INDEXER === 'off'
        ? false
        : { pollIntervalMs: e.AIRLOCK_INDEXER_POLL_MS, startBlock: e.AIRLOCK_INDEXER_START_BLOCK },
    dataSources: e.AIRLOCK_DATA_SOURCES,
    networkPrices: e.AIRLOCK_NETWORK_PRICES,
    metadataRewrites: e.AIRLOCK_METADATA_REWRITES,
    nftMetadata:
      e.AIRLOCK_NFT_METADATA_ALLOW_HOSTS === undefined && e.AIRLOCK_IPFS_GATEWAY === undefined
        ? undefined
        : { allowHosts: e.AIRLOCK_NFT_METADATA_ALLOW_HOSTS, ipfsGateway: e.AIRLOCK_IPFS_GATEWAY },
    registryImport:
      e.AIRLOCK_REGISTRY_IMPORT_INTERVAL_MS === undefined &&
      e.AIRLOCK_REGISTRY_IMPORT_URL === undefined &&
      e.AIRLOCK_REGISTRY_IMPORT_PROJECT_ID === undefined
        ? undefined
        : {
            url: e.AIRLOCK_REGISTRY_IMPORT_URL,
            projectId: e.AIRLOCK_REGISTRY_IMPORT_PROJECT_ID,
            intervalMs: e.AIRLOCK_REGISTRY_IMPORT_INTERVAL_MS,
          },
    onramp: {
      providers: [
        ...(e.AIRLOCK_ONRAMP_SANDBOX_KEY
          ? [
              {
                type: 'sandbox' as const,
                treasuryKey: e.AIRLOCK_ONRAMP_SANDBOX_KEY as `0x${string}`,
              },
            ]
          : []),
        ...(e.AIRLOCK_ONRAMP_COINBASE_APP_ID
          ? [{ type: 'coinbase' as const, appId: e.AIRLOCK_ONRAMP_COINBASE_APP_ID }]
          : []),
        ...(e.AIRLOCK_ONRAMP_MELD_PUBLIC_KEY
          ? [{ type: 'meld' as const, publicKey: e.AIRLOCK_ONRAMP_MELD_PUBLIC_KEY }]
          : []),
      ],
    },
    logLevel: e.LOG_LEVEL,
    logRequests: e.AIRLOCK_LOG_REQUESTS === 'on',
    rpc:
      e.AIRLOCK_RPC === 'off'
        ? false
        : {
            upstreams: { ...e.AIRLOCK_RPC_UPSTREAMS, ...rpcUpstreams },
            projectRateLimit:
              rpcLimit(e.AIRLOCK_RPC_PROJECT_RATE_LIMIT_MAX) ??
              (e.AIRLOCK_RPC_RATE_LIMIT_WINDOW_MS
                ? { max: 6000, windowMs: rpcWindowMs }
                : undefined),
            ipRateLimit:
              rpcLimit(e.AIRLOCK_RPC_IP_RATE_LIMIT_MAX) ??
              (e.AIRLOCK_RPC_RATE_LIMIT_WINDOW_MS
                ? { max: 1200, windowMs: rpcWindowMs }
                : undefined),
            maxRequestBytes: e.AIRLOCK_RPC_MAX_REQUEST_BYTES,
            maxResponseBytes: e.AIRLOCK_RPC_MAX_RESPONSE_BYTES,
            maxBatchSize: e.AIRLOCK_RPC_MAX_BATCH,
            timeoutMs: e.AIRLOCK_RPC_TIMEOUT_MS,
            healthCheckIntervalMs: e.AIRLOCK_RPC_HEALTH_CHECK_MS,
            finalityBlocks: e.AIRLOCK_RPC_FINALITY_BLOCKS,
            maxLogsBlockRange: e.AIRLOCK_RPC_MAX_LOGS_BLOCK_RANGE,
          },
    // Unset: on for a loopback HOST only (the local stack's relay, for local work and tests).
    relay:
      e.AIRLOCK_RELAY === 'off' ||
      (e.AIRLOCK_RELAY === undefined && !isLoopbackHost(e.HOST ?? '127.0.0.1'))
        ? false
        : {
            maxMessageBytes: e.AIRLOCK_RELAY_MAX_MESSAGE_BYTES,
            maxConnectionsPerIp: e.AIRLOCK_RELAY_MAX_CONNECTIONS_PER_IP,
            maxClientBytes: e.AIRLOCK_RELAY_MAX_CLIENT_BYTES,
            maxTotalBytes: e.AIRLOCK_RELAY_MAX_TOTAL_BYTES,
          },
    frame:
      e.AIRLOCK_FRAME === 'off'
        ? false
        : {
            port: e.AIRLOCK_FRAME_PORT,
            publicOrigin: e.AIRLOCK_FRAME_ORIGIN,
            siteDir: e.AIRLOCK_FRAME_SITE_DIR,
            connectSources: e.AIRLOCK_FRAME_CONNECT_SRC?.split(/[\s,]+/).filter(Boolean),
            deviceApproval: e.AIRLOCK_FRAME_DEVICE_APPROVAL !== 'off',
            codeSecret: e.AIRLOCK_FRAME_CODE_SECRET,
            social: e.AIRLOCK_FRAME_SOCIAL,
            farcaster: e.AIRLOCK_FRAME_FARCASTER,
            bundlers: e.AIRLOCK_FRAME_BUNDLERS,
            paymasters: e.AIRLOCK_FRAME_PAYMASTERS as Record<number, PaymasterOptions> | undefined,
            limits: {
              cooldownMs: e.AIRLOCK_FRAME_EMAIL_COOLDOWN_MS,
              addressesPerIp:
                e.AIRLOCK_FRAME_ADDRESSES_PER_IP === undefined
                  ? undefined
                  : { max: e.AIRLOCK_FRAME_ADDRESSES_PER_IP, windowMs: 3600_000 },
            },
            smtp,
          },
  }
}
