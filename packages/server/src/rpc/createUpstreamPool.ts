import { AirlockError } from '@airlock/blockchain-api'
import type { FastifyBaseLogger } from 'fastify'
import type { RpcDialect } from './rpcDialects.js'

/** One node of a chain's pool and what the pool knows about it. */
type UpstreamStatus = {
  /** The node's URL without its user name and password. */
  url: string
  healthy: boolean
  /** Failures in a row; 0 after a success. */
  failures: number
}

type UpstreamNode = UpstreamStatus & {
  /** Where requests go: the configured URL without credentials. */
  endpoint: string
  /** `Basic …` from credentials in the configured URL (Bitcoin Core's RPC needs them). */
  authorization: string | undefined
}

export type UpstreamPool = {
  /** CAIP-2 id of the chain. */
  readonly chainId: string
  /**
   * Sends a JSON-RPC body to the first healthy node, moving on to the next when one does not
   * answer (network error, timeout, 429 or 5xx); unhealthy nodes are tried last. Rejects with
   * `UpstreamsUnavailable` when none answered, `UpstreamResponseTooLarge` when the answer is over
   * the limit. With `heavy`, a timeout ends there (`UpstreamTimedOut`): the next node would only
   * repeat the work.
   */
  send: (body: string, options?: { heavy?: boolean }) => Promise<unknown>
  status: () => UpstreamStatus[]
  /**
   * Probes every node once with the dialect's probe (`eth_chainId`, `getGenesisHash`,
   * `getblockchaininfo`), which must show the pool's chain; the timer does this every
   * `healthCheckIntervalMs`.
   */
  checkHealth: () => Promise<void>
  close: () => void
}

export type CreateUpstreamPoolParameters = {
  /** CAIP-2 id of the chain. */
  chainId: string
  /** Node URLs, in order of preference; `http://user:password@host/` sends Basic credentials. */
  urls: readonly string[]
  probe: RpcDialect['probe']
  /** Per-attempt timeout in ms. */
  timeoutMs: number
  maxResponseBytes: number
  /** 0 turns the periodic probe off (nodes still recover on their next success). */
  healthCheckIntervalMs: number
  log?: FastifyBaseLogger | undefined
}

/** No node of the pool gave an answer. */
export class UpstreamsUnavailable extends AirlockError {
  override name = 'UpstreamsUnavailable'
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { code: 'UPSTREAMS_UNAVAILABLE', cause: options.cause })
  }
}

/** A heavy call timed out on a node and was not sent to another. */
export class UpstreamTimedOut extends AirlockError {
  override name = 'UpstreamTimedOut'
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { code: 'UPSTREAM_TIMED_OUT', cause: options.cause })
  }
}

/** A node's answer was larger than the pool passes on. */
export class UpstreamResponseTooLarge extends AirlockError {
  override name = 'UpstreamResponseTooLarge'
  constructor(message: string) {
    super(message, { code: 'UPSTREAM_RESPONSE_TOO_LARGE' })
  }
}

/** A node answered 429 or 5xx: it is marked failed and the next one is asked. */
class UpstreamHttpError extends AirlockError {
  override name = 'UpstreamHttpError'
  readonly status: number
  constructor(status: number) {
    super(`HTTP ${status}`, { code: 'UPSTREAM_HTTP_STATUS' })
    this.status = status
  }
}

/** A node's health probe answered with another chain than the pool's. */
class UpstreamWrongChainError extends AirlockError {
  override name = 'UpstreamWrongChainError'
  constructor(answer: unknown) {
    super(`wrong chain: ${String(answer)}`, { code: 'UPSTREAM_WRONG_CHAIN' })
  }
}

/** The upstream nodes of one chain, with health checks and failover. */
export function createUpstreamPool(parameters: CreateUpstreamPoolParameters): UpstreamPool {
  const { chainId, timeoutMs, maxResponseBytes, log, probe } = parameters
  const reference = chainId.slice(chainId.indexOf(':') + 1)
  const nodes: UpstreamNode[] = parameters.urls.map((configured) => {
    const url = new URL(configured)
    const authorization =
      url.username === ''
        ? undefined
        : `Basic ${Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString('base64')}`
    url.username = ''
    url.password = ''
    return { url: url.href, endpoint: url.href, authorization, healthy: true, failures: 0 }
  })

  const markFailed = (node: UpstreamNode, reason: unknown) => {
    node.failures += 1
    if (node.healthy) {
      node.healthy = false
      log?.warn({ chainId, upstream: node.url, reason: String(reason) }, 'RPC upstream down')
    }
  }
  const markHealthy = (node: UpstreamNode) => {
    node.failures = 0
    if (!node.healthy) {
      node.healthy = true
      log?.info({ chainId, upstream: node.url }, 'RPC upstream back')
    }
  }

  const request = (node: UpstreamNode, body: string, timeout: number) =>
    fetch(node.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(node.authorization ? { authorization: node.authorization } : {}),
      },
      body,
      signal: AbortSignal.timeout(timeout),
    })
  const post = async (
    node: UpstreamNode,
    body: string,
    timeout: number,
    heavy = false,
  ): Promise<unknown> => {
    let response: Response
    try {
      response = await request(node, body, timeout)
    } catch (error) {
      // A node closes a kept-alive connection once it has been idle for the node's keep-alive
      // time; a call sent on it as it closes gets no answer at all, not even a status. It goes
      // once more on a new connection before the node counts as failed: with one node, that race
      // turned a read into a 503 and took the node out until its next probe. (A call that failed
      // goes to the next node anyway; this is the same node, once, and only with nothing back.)
      // Not a heavy call: a node that closes on one it spent long on would do that work twice.
      if (heavy || !isClosedWithoutAnswer(error)) throw error
      response = await request(node, body, timeout)
    }
    if (response.status === 429 || response.status >= 500) {
      await response.body?.cancel()
      throw new UpstreamHttpError(response.status)
    }
    const text = await readCapped(response, maxResponseBytes)
    return JSON.parse(text) as unknown
  }

  const send = async (body: string, options: { heavy?: boolean } = {}): Promise<unknown> => {
    // Healthy nodes in their configured order, then the others, least failed first.
    const order = [
      ...nodes.filter((node) => node.healthy),
      ...nodes.filter((node) => !node.healthy).sort((a, b) => a.failures - b.failures),
    ]
    let lastError: unknown
    for (const node of order) {
      try {
        const answer = await post(node, body, timeoutMs, options.heavy)
        markHealthy(node)
        return answer
      } catch (error) {
        if (error instanceof UpstreamResponseTooLarge) throw error
        // The call, not the node, is the likely cause: the node stays in its place.
        if (options.heavy && error instanceof DOMException && error.name === 'TimeoutError') {
          throw new UpstreamTimedOut(`The call timed out on an RPC node of chain ${chainId}`, {
            cause: error,
          })
        }
        markFailed(node, error)
        lastError = error
      }
    }
    throw new UpstreamsUnavailable(`No RPC node of chain ${chainId} answered`, {
      cause: lastError,
    })
  }

  const probeBody = JSON.stringify({
    jsonrpc: '2.0',
    id: 1,
    method: probe.method,
    params: probe.params,
  })
  const checkHealth = async () => {
    await Promise.all(
      nodes.map(async (node) => {
        try {
          const answer = (await post(node, probeBody, Math.min(timeoutMs, 2_000))) as {
            result?: unknown
          }
          if (!probe.isChain(answer?.result, reference))
            throw new UpstreamWrongChainError(answer?.result)
          markHealthy(node)
        } catch (error) {
          markFailed(node, error)
        }
      }),
    )
  }

  let checking = false
  const timer =
    parameters.healthCheckIntervalMs > 0
      ? setInterval(() => {
          if (checking) return
          checking = true
          void checkHealth().finally(() => {
            checking = false
          })
        }, parameters.healthCheckIntervalMs)
      : undefined
  timer?.unref()

  return {
    chainId,
    send,
    status: () => nodes.map(({ url, healthy, failures }) => ({ url, healthy, failures })),
    checkHealth,
    close: () => clearInterval(timer),
  }
}

/**
 * fetch's failure when the connection closed before any answer came: undici's `SocketError`
 * ("other side closed") or a reset, as the cause of fetch's `TypeError`.
 */
function isClosedWithoutAnswer(error: unknown): boolean {
  if (!(error instanceof TypeError)) return false
  const code = (error.cause as { code?: unknown } | undefined)?.code
  return code === 'UND_ERR_SOCKET' || code === 'ECONNRESET'
}

/** The body as text, refusing (and stopping the download) past `maxBytes`. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN)
  if (declared > maxBytes) {
    await response.body?.cancel()
    throw new UpstreamResponseTooLarge(`RPC answer of ${declared} bytes`)
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw new UpstreamResponseTooLarge(`RPC answer over ${maxBytes} bytes`)
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
