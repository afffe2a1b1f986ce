import type { FrameRequestHandler } from './context.js'

/** `GET_CHAIN_ID`: the chain requests run on when they name none. */
export const getChainId: FrameRequestHandler<'GET_CHAIN_ID'> = ({ state }) => ({
  chainId: state.chainId,
})

/** `SWITCH_NETWORK`: the chain (and its RPC) requests run on from now. */
export const switchNetwork: FrameRequestHandler<'SWITCH_NETWORK'> = ({ state }, next) => {
  state.chainId = Number(next.chainId)
  if (next.rpcUrl) state.rpcUrl = next.rpcUrl
  return { chainId: state.chainId }
}
