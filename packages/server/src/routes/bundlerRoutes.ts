import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Limiter } from '../frame/createLimiter.js'
import { FrameRateLimitedApiError } from '../frame/frameErrors.js'
import { frameJsonRpcRoute } from '../frame/frameJsonRpcRoute.js'
import { UnsupportedNetworkError, UpstreamUnavailableError } from '../http/errors.js'
import { parseRequest } from '../http/parseRequest.js'

/** The ERC-4337 calls the embedded wallet makes; anything else is refused before the bundler. */
const bundlerMethods = new Set([
  'eth_chainId',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
  'eth_sendUserOperation',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'pimlico_getUserOperationGasPrice',
])

const bundlerRoute = frameJsonRpcRoute('/v1/frame/bundler')

const bundlerChainsRoute = { method: 'GET', path: '/v1/frame/bundler/chains' } as const

export type BundlerRouteDependencies = {
  /** The bundler's JSON-RPC URL per EVM chain id. */
  bundlers: Record<number, string>
  /** Per call, in ms. */
  timeoutMs?: number | undefined
  /** The chains where a paymaster sponsors the smart account's gas (`/v1/frame/paymaster`). */
  sponsoredChainIds?: number[] | undefined
  /** The live frame session's user behind the request's bearer token; throws without one. */
  authenticate: (request: FastifyRequest) => Promise<{ session: { user_id: string } }>
  limiter: Limiter
  /**
   * Calls per user per minute. Default: 600 (a pending operation's receipt is polled a few times
   * a second, by the frame and by the dapp's calls status).
   */
  callsPerMinute?: number | undefined
}

/**
 * The frame's way to its chains' ERC-4337 bundlers (Alto in the local stack, any bundler URL by
 * configuration), on the frame's own origin: `GET /v1/frame/bundler/chains` lists the chains
 * with one (the smart account's networks) and those whose gas a paymaster sponsors;
 * `POST /v1/frame/bundler?chainId=` passes one allowlisted JSON-RPC call on, for a live frame
 * session only and at a limited rate per user (the bundler may be a paid service). The user
 * operations come signed from the frame; the server only relays them.
 */
export function registerBundlerRoutes(
  app: FastifyInstance,
  {
    bundlers,
    timeoutMs = 30_000,
    sponsoredChainIds = [],
    authenticate,
    limiter,
    callsPerMinute = 600,
  }: BundlerRouteDependencies,
): void {
  app.get(bundlerChainsRoute.path, async () => ({
    chainIds: Object.keys(bundlers).map(Number),
    sponsoredChainIds: sponsoredChainIds.filter((chainId) => bundlers[chainId] !== undefined),
  }))
  app.post(bundlerRoute.path, async (request) => {
    const { query, body } = parseRequest(bundlerRoute, request)
    const url = bundlers[query.chainId]
    if (!url)
      throw new UnsupportedNetworkError('No bundler for this network', `eip155:${query.chainId}`)
    const { session } = await authenticate(request)
    const rate = await limiter.hit(`bundler:${session.user_id}`, callsPerMinute, 60_000)
    if (!rate.ok) throw new FrameRateLimitedApiError(rate.retryAfterMs)
    const id = body.id ?? null
    if (!bundlerMethods.has(body.method))
      return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not allowed' } }
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: body.method,
          params: body.params ?? [],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      const answer = (await response.json()) as { result?: unknown; error?: unknown }
      return answer.error !== undefined
        ? { jsonrpc: '2.0', id, error: answer.error }
        : { jsonrpc: '2.0', id, result: answer.result ?? null }
    } catch (error) {
      throw new UpstreamUnavailableError('BUNDLER_UNAVAILABLE', 'The bundler did not answer', error)
    }
  })
}
