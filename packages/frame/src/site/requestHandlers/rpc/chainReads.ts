import { createClient, http, toHex } from 'viem'
import type { FrameRpcRequest } from '../../../protocol/rpc.js'
import type { FrameHandlerContext } from '../context.js'
import { rpcUrlFor } from './rpcUrlFor.js'
import type { FrameRpcHandler } from './types.js'

/** `eth_chainId`: the frame's current chain. */
export const readChainId: FrameRpcHandler<'eth_chainId'> = async (context) =>
  toHex(context.state.chainId)

/** `eth_accounts`: the account requests act for, once the wallet is open; else none. */
export const readAccounts: FrameRpcHandler<'eth_accounts'> = async ({ state }) =>
  state.signer ? [state.activeAddress ?? state.signer.getAddress()] : []

/** Any other read-only method: passed to the chain's RPC as it came. */
export async function forwardRead(context: FrameHandlerContext, request: FrameRpcRequest) {
  const client = createClient({ transport: http(rpcUrlFor(context, request)) })
  return client.request({ method: request.method, params: request.params } as never)
}
