import type { DevWalletChain } from './devWalletChain.js'
import { ProviderRpcError, providerRpcErrorCodes } from './providerRpcError.js'

/** Sends one JSON-RPC request to the chain's node and returns its result. */
export async function forwardRpcRequest(
  chain: DevWalletChain,
  method: string,
  params: unknown,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    })
  } catch (cause) {
    throw new ProviderRpcError(
      providerRpcErrorCodes.chainDisconnected,
      `Could not reach ${chain.name} (${chain.id}) at ${chain.rpcUrl}.`,
      { cause },
    )
  }
  let body: { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } }
  try {
    body = (await response.json()) as typeof body
  } catch (cause) {
    throw new ProviderRpcError(
      providerRpcErrorCodes.internalError,
      `${chain.rpcUrl} answered ${method} with HTTP ${response.status} and no JSON-RPC body.`,
      { cause },
    )
  }
  if (body.error) {
    const code =
      typeof body.error.code === 'number' ? body.error.code : providerRpcErrorCodes.internalError
    const message = typeof body.error.message === 'string' ? body.error.message : 'RPC error'
    throw new ProviderRpcError(code, message, { data: body.error.data })
  }
  return body.result
}
