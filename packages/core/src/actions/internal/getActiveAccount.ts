import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../caip/types.js'
import type { AppKit } from '../../createAppKit.js'
import type { CaipNetwork } from '../../networks/types.js'
import { findNetwork } from '../../selectors/network.js'
import type { ChainState } from '../../state/types.js'

export type ActiveAccount = {
  namespace: ChainNamespace
  chain: ChainState
  address: string
  caipAddress: CaipAddress
  network: CaipNetwork
  networkId: CaipNetworkId
}

/** The connected account of `namespace` (or the active one) with its network, if any. */
export function getActiveAccount(
  appKit: AppKit,
  namespace?: ChainNamespace | undefined,
): ActiveAccount | undefined {
  const key = namespace ?? appKit.state.activeNamespace
  const chain = key ? appKit.state.chains[key] : undefined
  const network = findNetwork(appKit, chain?.networkId)
  const address = chain?.account.address
  if (!key || !chain || !network || !address || chain.account.status !== 'connected') {
    return undefined
  }
  return {
    namespace: key,
    chain,
    address,
    caipAddress: `${network.caipNetworkId}:${address}` as CaipAddress,
    network,
    networkId: network.caipNetworkId,
  }
}
