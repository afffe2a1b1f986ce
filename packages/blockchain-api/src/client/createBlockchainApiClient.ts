import { blockchainApiVersion, transportDefaults } from './constants.js'
import { createTtlCache, type TtlCache } from './ttlCache.js'

export type CreateBlockchainApiClientParameters = {
  /** Where the Airlock server runs, e.g. `http://127.0.0.1:8787`. */
  baseUrl: string
  /** The project id; sent with every request. */
  projectId: string
  /** Sent as `st`. Default: 'airlock'. */
  sdkType?: string | undefined
  /** Sent as `sv`. Default: this package's version. */
  sdkVersion?: string | undefined
  /** Sent as `clientId` when set. */
  clientId?: string | undefined
  /** Per-attempt timeout in ms. Default: 10 000. */
  timeout?: number | undefined
  /** Attempts after the first one. Default: 3. */
  retryCount?: number | undefined
  /** Base delay of the exponential backoff in ms. Default: 150 (then 300, 600…). */
  retryDelay?: number | undefined
  /** A `fetch` implementation. Default: the global one. */
  fetch?: typeof fetch | undefined
}

export type BlockchainApiClient = {
  readonly baseUrl: string
  readonly projectId: string
  readonly sdkType: string
  readonly sdkVersion: string
  readonly clientId: string | undefined
  readonly timeout: number
  readonly retryCount: number
  readonly retryDelay: number
  readonly fetch: typeof fetch
  /** Answers kept for the spec's cache times. */
  readonly cache: TtlCache
  /** Mutable bookkeeping of this client only. */
  readonly state: {
    /** When the last token-balance fetch failed (ms since epoch). */
    balanceFailedAt: number | undefined
    supportedChains: Promise<{ http: string[]; ws: string[] }> | undefined
  }
}

/**
 * Creates a client of the Airlock data API and wallet registry. Each client has its own caches.
 *
 * @example
 * const client = createBlockchainApiClient({ baseUrl: 'http://127.0.0.1:8787', projectId: 'local-dev' })
 * const { data } = await getWallets(client, { page: 1, entries: 40 })
 */
export function createBlockchainApiClient(
  parameters: CreateBlockchainApiClientParameters,
): BlockchainApiClient {
  return {
    baseUrl: parameters.baseUrl.replace(/\/+$/, ''),
    projectId: parameters.projectId,
    sdkType: parameters.sdkType ?? 'airlock',
    sdkVersion: parameters.sdkVersion ?? blockchainApiVersion,
    clientId: parameters.clientId,
    timeout: parameters.timeout ?? transportDefaults.timeout,
    retryCount: parameters.retryCount ?? transportDefaults.retryCount,
    retryDelay: parameters.retryDelay ?? transportDefaults.retryDelay,
    fetch: parameters.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    cache: createTtlCache(),
    state: { balanceFailedAt: undefined, supportedChains: undefined },
  }
}
