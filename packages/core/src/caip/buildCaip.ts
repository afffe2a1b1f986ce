import type { CaipAddress, CaipNetworkId, ChainNamespace } from './types.js'

/** `eip155` + `1` → `eip155:1`. */
export function buildCaipNetworkId(
  namespace: ChainNamespace,
  reference: string | number,
): CaipNetworkId {
  return `${namespace}:${reference}`
}

/** `eip155:1` + `0xab…` → `eip155:1:0xab…`. */
export function buildCaipAddress(networkId: CaipNetworkId, address: string): CaipAddress {
  return `${networkId}:${address}`
}
