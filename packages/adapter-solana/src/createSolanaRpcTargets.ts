import type { CaipNetwork } from '@airlock/core'
import { NoRpcUrlError } from '@airlock/core/adapter'
import type { SolanaRpcTarget } from './solanaRpc.js'

/** The first RPC URL of `network`; `NoRpcUrlError` when it has none. */
export function rpcUrlOf(network: CaipNetwork): string {
  const [url] = network.rpcUrls.default.http
  if (!url) throw new NoRpcUrlError({ network })
  return url
}

/**
 * Where an adapter reads each network, kept by CAIP-2 id so a route that refused a chain stays
 * skipped: with the Airlock server's RPC route (`getRoute`, spec §7), the route with the network's
 * own URL behind it (for a chain the server does not serve, or a route that cannot answer);
 * otherwise the network's URL.
 *
 * @example const targets = createSolanaRpcTargets(() => context.rpcUrl); solanaRpc(targets.of(network), 'getBalance', [address])
 */
export function createSolanaRpcTargets(
  getRoute: () => ((network: CaipNetwork) => string) | undefined,
) {
  const targets = new Map<string, SolanaRpcTarget>()
  return {
    of(network: CaipNetwork): SolanaRpcTarget {
      const known = targets.get(network.caipNetworkId)
      if (known) return known
      const url = rpcUrlOf(network)
      const route = getRoute()?.(network)
      const target: SolanaRpcTarget = route === undefined ? url : { route, url }
      targets.set(network.caipNetworkId, target)
      return target
    },
    clear: () => targets.clear(),
  }
}
