import type { FrameRequestHandler } from './context.js'
import { smartAccountChains } from './smartAccountOn.js'

/** `GET_SMART_ACCOUNT_ENABLED_NETWORKS`: the chains with a bundler. */
export const getSmartAccountEnabledNetworks: FrameRequestHandler<
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS'
> = async (context) => ({ smartAccountEnabledNetworks: await smartAccountChains(context) })
