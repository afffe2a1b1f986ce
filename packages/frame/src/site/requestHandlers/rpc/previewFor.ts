import type { Address } from 'viem'
import type { RequestPreview } from '../../../preview/previewRequest.js'
import type { FrameRpcRequest } from '../../../protocol/rpc.js'
import { readEvmChainId } from '../../readEvmChainId.js'
import type { FrameHandlerContext } from '../context.js'

/**
 * Starts the preview of a request its approval will show: the simulation of a transaction from
 * `account` (an EVM address, or a Solana account) on the request's RPC and the risky shapes it holds (a chunk of its own, loaded with
 * the first approval). Never rejects: without a preview the approval shows the request alone.
 */
export function previewFor(
  context: FrameHandlerContext,
  request: FrameRpcRequest,
  account?: Address | string | undefined,
): Promise<RequestPreview | undefined> {
  const chainId =
    request.chainId === undefined ? context.state.chainId : readEvmChainId(request.chainId)
  return import('../../../preview/previewRequest.js')
    .then(({ previewRequest }) =>
      previewRequest({
        request,
        account,
        // The frame's own RPC is an EVM chain's: a Solana request simulates only where it says.
        rpcUrl: request.method.startsWith('solana_')
          ? request.rpcUrl
          : (request.rpcUrl ?? context.state.rpcUrl),
        chainId,
        priceTokens: pricesOf(context, chainId),
      }),
    )
    .catch(() => undefined)
}

/** The server's USD prices of a chain's tokens, by contract, when the backend reads them. */
function pricesOf(context: FrameHandlerContext, chainId: number | undefined) {
  const read = context.backend.getTokenPricesUsd
  if (!read || chainId === undefined) return undefined
  return (addresses: readonly string[]) => read({ chainId, addresses })
}
