import { SolanaRpcError } from './errors.js'

/** One JSON-RPC call to a Solana node. */
export async function solanaRpc<T>(
  url: string,
  method: string,
  params: unknown[] = [],
): Promise<T> {
  let body: { result?: T; error?: { code?: number; message?: string } }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    body = (await response.json()) as typeof body
  } catch (cause) {
    throw new SolanaRpcError({ method, message: 'no answer', cause })
  }
  if (body.error) {
    throw new SolanaRpcError({
      method,
      message: body.error.message ?? 'error',
      code: body.error.code,
    })
  }
  return body.result as T
}
