import { UnsupportedRequestError } from '../../errors/frame.js'
import { type FrameRpcMethod, isSafeRpcMethod } from '../../protocol/rpc.js'
import type { FrameRequestHandler } from './context.js'
import { offerRetry } from './offerRetry.js'
import { forwardRead, readAccounts, readChainId } from './rpc/chainReads.js'
import { getCallsStatus, getCapabilities, sendCalls } from './rpc/eip5792.js'
import { personalSign } from './rpc/personalSign.js'
import { sendTransaction } from './rpc/sendTransaction.js'
import { signTypedData } from './rpc/signTypedData.js'
import type { FrameRpcHandler } from './rpc/types.js'
import { undoAccountUpgrade, upgradeAccount } from './rpc/upgradeAccount.js'

/** The RPC methods the frame answers itself; the other read-only ones go to the chain's RPC. */
const rpcHandlers: { [method in FrameRpcMethod]?: FrameRpcHandler<method> } = {
  eth_chainId: readChainId,
  eth_accounts: readAccounts,
  wallet_getCapabilities: getCapabilities,
  wallet_getCallsStatus: getCallsStatus,
  personal_sign: personalSign,
  eth_signTypedData_v4: signTypedData,
  eth_sendTransaction: sendTransaction,
  wallet_sendCalls: sendCalls,
  airlock_upgradeAccount: upgradeAccount,
  airlock_undoAccountUpgrade: undoAccountUpgrade,
  // Solana's signing loads with its first request: an EVM dapp's frame never needs it.
  solana_signMessage: async (context, request, id) =>
    (await import('./rpc/solana.js')).solanaSignMessage(context, request, id),
  solana_signTransaction: async (context, request, id) =>
    (await import('./rpc/solana.js')).solanaSignTransaction(context, request, id),
  solana_signAllTransactions: async (context, request, id) =>
    (await import('./rpc/solana.js')).solanaSignAllTransactions(context, request, id),
}

/**
 * `RPC_REQUEST`: the method's handler; reads without one go to the chain; the rest is refused. A
 * request the visitor approves that then fails shows the failure with Try again (`offerRetry`):
 * trying again runs it from the start, its approval included; the dapp gets the failure only once
 * the visitor cancels.
 */
export const rpcRequest: FrameRequestHandler<'RPC_REQUEST'> = async (context, request, id) => {
  // The table is keyed by method, so the handler found takes this request's own shape.
  const handler = rpcHandlers[request.method] as FrameRpcHandler<FrameRpcMethod> | undefined
  if (!handler && isSafeRpcMethod(request.method)) return forwardRead(context, request)
  if (!handler) throw new UnsupportedRequestError(request.method)
  if (isSafeRpcMethod(request.method)) return handler(context, request, id)
  // RPC_ABORT ends the request whatever it is doing: no failure is offered for it then.
  const controller = new AbortController()
  context.state.approvals.add(controller)
  try {
    for (;;) {
      try {
        return await handler(context, request, id)
      } catch (error) {
        if (!(await offerRetry(context, id, error, controller.signal))) throw error
      }
    }
  } finally {
    context.state.approvals.delete(controller)
  }
}

/** `RPC_ABORT`: the dapp gave up its requests; the approval cards on show close. */
export const rpcAbort: FrameRequestHandler<'RPC_ABORT'> = ({ state }) => {
  for (const controller of state.approvals) controller.abort()
  return undefined
}
