import { type Address, createClient, http } from 'viem'
import type { FrameRpcRequest } from '../../../protocol/rpc.js'
import type { FrameHandlerContext } from '../context.js'
import type { ApprovalFunding } from './approve.js'
import { previewFor } from './previewFor.js'
import { rpcUrlFor } from './rpcUrlFor.js'

/**
 * How the approval of a request that `account` pays `cost` for (its values and largest fee, in the
 * native unit's smallest unit) reads what the balance lacks, on the request's RPC, and its preview
 * again after the page's Buy.
 */
export function fundingFor(
  context: FrameHandlerContext,
  request: FrameRpcRequest,
  account: Address,
  cost: bigint,
): ApprovalFunding {
  const client = createClient({ transport: http(rpcUrlFor(context, request)) })
  return {
    readMissing: async () => {
      // The plain RPC read: viem's getBalance brings its multicall path (and the ABI coder) in.
      const balance = BigInt(
        await client.request({ method: 'eth_getBalance', params: [account, 'latest'] }),
      )
      return cost > balance ? cost - balance : 0n
    },
    readPreview: () => previewFor(context, request, account),
  }
}
