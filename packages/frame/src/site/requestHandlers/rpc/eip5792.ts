import { signingAccount } from './signingAccount.js'
import type { FrameRpcHandler } from './types.js'
import { walletCallsContext } from './walletCallsContext.js'

// EIP-5792: the calls' code is a chunk of its own, loaded with the first of these requests.

/** `wallet_getCapabilities`: atomic batches, and paymasters where the smart account has one. */
export const getCapabilities: FrameRpcHandler<'wallet_getCapabilities'> = async (
  context,
  request,
  id,
) => {
  const [{ getWalletCapabilities }, callsContext] = await Promise.all([
    import('../../walletCalls.js'),
    walletCallsContext(context, id),
  ])
  return getWalletCapabilities(callsContext, request)
}

/** `wallet_getCallsStatus`: a batch's status and receipts. */
export const getCallsStatus: FrameRpcHandler<'wallet_getCallsStatus'> = async (
  context,
  request,
  id,
) => {
  const [{ getWalletCallsStatus }, callsContext] = await Promise.all([
    import('../../walletCalls.js'),
    walletCallsContext(context, id),
  ])
  return getWalletCallsStatus(callsContext, request)
}

/** `wallet_sendCalls`: a batch, approved once in the frame. */
export const sendCalls: FrameRpcHandler<'wallet_sendCalls'> = async (context, request, id) => {
  // A batch names no account when the dapp leaves it out: the one the visitor uses.
  const from = request.params[0].from ?? context.state.activeAddress
  const { smart } = await signingAccount(context, id, request, from)
  const [{ sendWalletCalls }, callsContext] = await Promise.all([
    import('../../walletCalls.js'),
    walletCallsContext(context, id),
  ])
  return sendWalletCalls(callsContext, request, smart)
}
