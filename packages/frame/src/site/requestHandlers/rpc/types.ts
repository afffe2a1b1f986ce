import type { FrameRpcMethod, FrameRpcRequest } from '../../../protocol/rpc.js'
import type { FrameHandlerContext } from '../context.js'

/** An RPC request of one method, with the params `rpcRequestSchema` accepts for it. */
export type FrameRpcRequestOf<method extends FrameRpcMethod> = FrameRpcRequest & { method: method }

/** The answer to one RPC method (or a group of them) the frame serves. */
export type FrameRpcHandler<method extends FrameRpcMethod> = (
  context: FrameHandlerContext,
  request: FrameRpcRequestOf<method>,
  id: string,
) => Promise<unknown>
