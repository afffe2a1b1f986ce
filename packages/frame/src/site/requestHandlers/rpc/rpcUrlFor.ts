import { UnsupportedRequestError } from '../../../errors/frame.js'
import type { FrameRpcRequest } from '../../../protocol/rpc.js'
import type { FrameHandlerContext } from '../context.js'

/** The RPC a request runs on: the one it names, else the frame's current one. */
export function rpcUrlFor(context: FrameHandlerContext, request: FrameRpcRequest): string {
  const url = request.rpcUrl ?? context.state.rpcUrl
  if (!url) throw new UnsupportedRequestError(`${request.method} without an RPC URL`)
  return url
}
