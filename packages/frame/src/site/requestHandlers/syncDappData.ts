import type { FrameRequestHandler } from './context.js'

/** `SYNC_DAPP_DATA`: the dapp's name, which the approval cards show. */
export const syncDappData: FrameRequestHandler<'SYNC_DAPP_DATA'> = ({ state }, { metadata }) => {
  state.dappName = metadata?.name
  return undefined
}
