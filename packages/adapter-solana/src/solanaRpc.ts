import { SolanaRpcError } from './errors.js'

/**
 * Where a network is read: its RPC URL, or the Airlock server's RPC route for it (spec §7) with the
 * network's own URL behind. The same object serves every call to the network, so a route that
 * refused the chain once (HTTP 400: the server does not serve it) is not asked again.
 */
export type SolanaRpcTarget =
  | string
  | {
      /** The server's RPC route of the network (`{apiUrl}/v1/?chainId=…&projectId=…`). */
      route: string
      /** The network's own RPC URL, read when the route cannot answer. */
      url: string
      /** Set once the route refused the chain: later calls go to `url` alone. */
      routeRefused?: boolean | undefined
    }

type RpcBody<T> = { result?: T; error?: { code?: number; message?: string } }

/**
 * One JSON-RPC call to a Solana node. Through a route, a call it cannot answer (no answer, an HTTP
 * error such as a rate limit or an unavailable node) goes to the network's own URL; a JSON-RPC
 * error is an answer and is thrown as it is.
 */
export async function solanaRpc<T>(
  target: SolanaRpcTarget,
  method: string,
  params: unknown[] = [],
): Promise<T> {
  const call = { method, params }
  if (typeof target === 'string') return resultOf(await post<T>(target, call), method)
  if (!target.routeRefused) {
    const routed = await post<T>(target.route, call).catch(() => undefined)
    if (routed?.ok) return resultOf(routed, method)
    if (routed?.status === 400) target.routeRefused = true
  }
  return resultOf(await post<T>(target.url, call), method)
}

async function post<T>(
  url: string,
  { method, params }: { method: string; params: unknown[] },
): Promise<{ ok: boolean; status: number; body: RpcBody<T> }> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as RpcBody<T>
    return { ok: response.ok, status: response.status, body }
  } catch (cause) {
    throw new SolanaRpcError({ method, message: 'no answer', cause })
  }
}

function resultOf<T>({ body }: { body: RpcBody<T> }, method: string): T {
  if (body.error) {
    throw new SolanaRpcError({
      method,
      message: body.error.message ?? 'error',
      code: body.error.code,
    })
  }
  return body.result as T
}
