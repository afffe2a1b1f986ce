import type { FrameRequestHandler } from './context.js'
import { readUser } from './readUser.js'

/** `GET_USER`: the logged-in user on the chain the request names (which becomes current). */
export const getUser: FrameRequestHandler<'GET_USER'> = (context, request, id) => {
  // The chain's RPC comes with the request (as with SWITCH_NETWORK) for the smart account.
  if (request?.rpcUrl && !String(request.chainId ?? '').startsWith('solana:'))
    context.state.rpcUrl = request.rpcUrl
  return readUser(context, id, request?.chainId, request?.preferredAccountType)
}
