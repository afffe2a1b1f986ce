import { createClient, http } from 'viem'
import { getChainId } from 'viem/actions'
import { ChainMismatchError } from '../../../errors/frame.js'
import type { FrameRpcRequest } from '../../../protocol/rpc.js'
import { readEvmChainId } from '../../readEvmChainId.js'
import type { FrameHandlerContext } from '../context.js'
import { rpcUrlFor } from './rpcUrlFor.js'

/**
 * The EVM chain a transaction runs on: the one the request names (else the frame's current
 * chain), which the transaction's own `chainId`, when it has one, must equal, and which the
 * request's RPC must serve; else a ChainMismatchError. Asks the RPC its chain id.
 */
export async function checkRpcChain(
  context: FrameHandlerContext,
  request: FrameRpcRequest,
  transactionChain: string | number | undefined,
): Promise<number> {
  const requested =
    request.chainId === undefined ? context.state.chainId : readEvmChainId(request.chainId)
  if (requested === undefined)
    throw new ChainMismatchError(`the request names ${request.chainId}, not an EVM chain`)
  if (transactionChain !== undefined && readEvmChainId(transactionChain) !== requested)
    throw new ChainMismatchError(
      `the request is for chain ${requested}, its transaction for chain ${transactionChain}`,
    )
  const served = await getChainId(createClient({ transport: http(rpcUrlFor(context, request)) }))
  if (served !== requested)
    throw new ChainMismatchError(
      `the request is for chain ${requested}, its RPC serves chain ${served}`,
    )
  return requested
}
