import {
  type JsonRpcRequest,
  type JsonRpcResponse,
  jsonRpcRequestSchema,
  rpcErrorCodes,
  rpcNotAllowedMessage,
  rpcRoute,
} from '@airlock/blockchain-api'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { ServerContext } from '../context.js'
import type { Limiter } from '../frame/createLimiter.js'
import {
  PayloadTooLargeError,
  RateLimitedError,
  UnsupportedNetworkError,
  UpstreamUnavailableError,
} from '../http/errors.js'
import { parseRequest } from '../http/parseRequest.js'
import {
  type UpstreamPool,
  UpstreamResponseTooLarge,
  UpstreamsUnavailable,
  UpstreamTimedOut,
} from '../rpc/createUpstreamPool.js'
import { getLogsBlockSpan } from '../rpc/getLogsBlockSpan.js'
import { rpcDialectOf } from '../rpc/rpcDialects.js'
import type { ResolvedRpcOptions } from '../rpc/rpcOptions.js'

export type RpcRouteDependencies = {
  /** Upstream pools by CAIP-2 id. */
  pools: Map<string, UpstreamPool>
  limiter: Limiter
  options: ResolvedRpcOptions
}

type Answer = Omit<JsonRpcResponse, 'id'> & { id: JsonRpcResponse['id'] }

const invalidRequest = (id: JsonRpcResponse['id']): Answer => ({
  jsonrpc: '2.0',
  id,
  error: { code: rpcErrorCodes.invalidRequest, message: 'Invalid request' },
})

/**
 * `POST /v1/?chainId={caip2}&projectId={id}`: JSON-RPC for every configured chain (eip155, solana
 * and bip122 nodes), single or batch. Per entry: the namespace's allowlist, then the cache of
 * immutable answers, then the chain's upstream pool (all entries still to answer go upstream as
 * one batch). Answers are JSON-RPC 2.0 whatever the node speaks.
 */
export function registerRpcRoutes(
  app: FastifyInstance,
  context: ServerContext,
  { pools, limiter, options }: RpcRouteDependencies,
): void {
  // Heads read to decide whether a receipt's block is final, shared for a second per chain.
  const heads = new Map<string, { at: number; head: Promise<bigint> }>()
  const headOf = (chainId: string, pool: UpstreamPool): Promise<bigint> => {
    const known = heads.get(chainId)
    if (known && Date.now() - known.at < 1_000) return known.head
    const head = pool
      .send(JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'eth_blockNumber', params: [] }))
      .then((answer) => BigInt((answer as { result: string }).result))
    heads.set(chainId, { at: Date.now(), head })
    head.catch(() => heads.delete(chainId))
    return head
  }

  const isKept = async (
    chainId: string,
    pool: UpstreamPool,
    method: string,
    result: unknown,
  ): Promise<boolean> => {
    const kind = rpcDialectOf(chainId)?.immutability(method)
    if (!kind || result === null || result === undefined) return false
    if (kind === 'forever') return true
    const blockNumber = (result as { blockNumber?: unknown }).blockNumber
    if (typeof blockNumber !== 'string') return false
    const head = await headOf(chainId, pool).catch(() => undefined)
    return head !== undefined && BigInt(blockNumber) + BigInt(options.finalityBlocks) <= head
  }

  const handler = async (request: import('fastify').FastifyRequest) => {
    const { query } = parseRequest(rpcRoute, request)
    const pool = pools.get(query.chainId)
    const dialect = rpcDialectOf(query.chainId)
    if (!pool || !dialect) throw new UnsupportedNetworkError('Unsupported chain', query.chainId)
    const project = request.project
    const body = request.body
    const isBatch = Array.isArray(body)
    const entries: unknown[] = isBatch ? body : [body]
    if (isBatch && entries.length === 0) return invalidRequest(null)
    if (entries.length > options.maxBatchSize) {
      throw new PayloadTooLargeError(
        'BATCH_TOO_LARGE',
        `Batch of ${entries.length} calls is too large (limit ${options.maxBatchSize})`,
      )
    }
    // Every call of a batch counts against the limits, as it would sent one by one.
    if (options.ipRateLimit) {
      const { max, windowMs } = options.ipRateLimit
      const verdict = await limiter.hit(`rpc-ip:${request.ip}`, max, windowMs, entries.length)
      if (!verdict.ok) throw new RateLimitedError(verdict.retryAfterMs)
    }
    if (options.projectRateLimit && project) {
      const { max, windowMs } = options.projectRateLimit
      const verdict = await limiter.hit(`rpc-project:${project.id}`, max, windowMs, entries.length)
      if (!verdict.ok) throw new RateLimitedError(verdict.retryAfterMs)
    }

    const answers: (Answer | undefined)[] = new Array(entries.length)
    const toForward: { index: number; call: JsonRpcRequest; key: string | undefined }[] = []
    for (const [index, entry] of entries.entries()) {
      const parsed = z.safeParse(jsonRpcRequestSchema, entry)
      if (!parsed.success) {
        const id = (entry as { id?: unknown } | null)?.id
        answers[index] = invalidRequest(
          typeof id === 'string' || typeof id === 'number' ? id : null,
        )
        continue
      }
      const call = parsed.data
      const id = call.id ?? null
      if (!dialect.allowed.has(call.method)) {
        answers[index] = {
          jsonrpc: '2.0',
          id,
          error: { code: rpcErrorCodes.methodNotAllowed, message: rpcNotAllowedMessage },
        }
        continue
      }
      if (call.method === 'eth_getLogs' && options.maxLogsBlockRange > 0) {
        const span = await getLogsBlockSpan(call.params, () => headOf(query.chainId, pool))
        if (span !== undefined && span > BigInt(options.maxLogsBlockRange)) {
          answers[index] = {
            jsonrpc: '2.0',
            id,
            error: {
              code: rpcErrorCodes.limitExceeded,
              message: `eth_getLogs block range is too large (limit ${options.maxLogsBlockRange} blocks)`,
            },
          }
          continue
        }
      }
      const key = dialect.immutability(call.method)
        ? `rpc:${query.chainId}:${call.method}:${JSON.stringify(call.params ?? [])}`
        : undefined
      const cached = key ? await context.cache.get(key).catch(() => undefined) : undefined
      if (cached !== undefined) {
        answers[index] = { jsonrpc: '2.0', id, result: JSON.parse(cached) as unknown }
        continue
      }
      toForward.push({ index, call, key })
    }

    if (toForward.length > 0) {
      // Upstream ids are positions, so answers map back whatever ids the client chose.
      const upstreamCalls = toForward.map(({ call }, position) => ({
        jsonrpc: '2.0',
        id: position,
        method: call.method,
        params: call.params ?? [],
      }))
      let answer: unknown
      try {
        answer = await pool.send(
          JSON.stringify(
            isBatch || toForward.length > 1 || dialect.alwaysBatch
              ? upstreamCalls
              : upstreamCalls[0],
          ),
          { heavy: toForward.some(({ call }) => dialect.isHeavy(call.method)) },
        )
      } catch (error) {
        if (error instanceof UpstreamTimedOut) {
          throw new UpstreamUnavailableError(
            'RPC_TIMEOUT',
            'The RPC node did not answer in time',
            error,
          )
        }
        if (error instanceof UpstreamResponseTooLarge) {
          throw new PayloadTooLargeError(
            'RESPONSE_TOO_LARGE',
            `The node's answer is too large (limit ${options.maxResponseBytes} bytes)`,
          )
        }
        if (error instanceof UpstreamsUnavailable) {
          throw new UpstreamUnavailableError('RPC_UNAVAILABLE', 'RPC nodes unavailable', error)
        }
        throw error
      }
      const byPosition = new Map<number, { result?: unknown; error?: unknown }>()
      for (const item of Array.isArray(answer) ? answer : [answer]) {
        const position = (item as { id?: unknown } | null)?.id
        if (typeof position === 'number') byPosition.set(position, item as never)
      }
      for (const [position, { index, call, key }] of toForward.entries()) {
        const id = call.id ?? null
        const item = byPosition.get(position)
        if (!item) {
          answers[index] = {
            jsonrpc: '2.0',
            id,
            error: { code: -32603, message: 'The node gave no answer for this call' },
          }
          continue
        }
        // Bitcoin Core's answers carry `error: null` beside a result.
        if (item.error !== undefined && item.error !== null) {
          answers[index] = { jsonrpc: '2.0', id, error: item.error as never }
          continue
        }
        answers[index] = { jsonrpc: '2.0', id, result: item.result }
        if (key && (await isKept(query.chainId, pool, call.method, item.result))) {
          await context.cache
            .set(key, JSON.stringify(item.result), options.cacheTtlMs)
            .catch(() => undefined)
        }
      }
    }
    return isBatch ? answers : answers[0]
  }

  for (const path of ['/v1/', '/v1']) {
    app.post(path, { bodyLimit: options.maxRequestBytes, config: { rateLimit: false } }, handler)
  }
}
