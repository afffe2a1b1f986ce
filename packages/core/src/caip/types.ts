import { type ChainNamespace, chainNamespaces } from '@airlock/blockchain-api'

// The CAIP types are shared with siwx and the server through the lowest package.
export type { CaipAddress, CaipNetworkId, ChainNamespace } from '@airlock/blockchain-api'
export { chainNamespaces }

export function isChainNamespace(value: string): value is ChainNamespace {
  return (chainNamespaces as readonly string[]).includes(value)
}
